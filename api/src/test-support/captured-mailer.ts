import type { Mailer, MailMessage } from '../platform/mail/mailer';

/** Keeps what would have been sent, for API tests that read links out of e-mails. */
export class CapturedMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }

  lastTo(address: string): MailMessage | undefined {
    return [...this.sent].reverse().find((message) => message.to === address);
  }
}
