import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps what it receives, for tests of mail through `SMTP_URL`. */
export interface SmtpInbox {
  /** An SMTP_URL that reaches it (no TLS on loopback). */
  url: string;
  received: ParsedMail[];
  /** Mail to these addresses is refused at RCPT TO, as a mailbox that does not accept mail is. */
  refused: Set<string>;
  /** How many times delivery to each address was tried, refused ones included. */
  attempts(address: string): number;
  /** What arrived for one address. */
  to(address: string): ParsedMail[];
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ParsedMail[] = [];
  const refused = new Set<string>();
  const tries = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo({ address }, _session, callback) {
      const key = address.toLowerCase();
      tries.set(key, (tries.get(key) ?? 0) + 1);
      if (!refused.has(key)) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const recipients = (mail: ParsedMail) =>
    [mail.to ?? []].flat().flatMap((to) => to.value.map((entry) => entry.address?.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    refused,
    attempts: (address) => tries.get(address.toLowerCase()) ?? 0,
    to: (address) => received.filter((mail) => recipients(mail).includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
