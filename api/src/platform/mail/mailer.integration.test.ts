import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { withTempDir } from '../../test-support/temp-dir';
import { createLogger } from '../logger';
import { createMailer } from './create-mailer';

describe('mailer', () => {
  it('delivers through real SMTP when SMTP_URL is set', async () => {
    const received: ParsedMail[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream).then((mail) => {
          received.push(mail);
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createMailer(
      {
        smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        mailFrom: 'Lexa <no-reply@lexa.test>',
        dataDir: '/nonexistent',
      },
      createLogger('silent'),
    );

    await mailer.send({ to: 'ada@example.com', subject: 'Hello', text: 'Open http://localhost/x' });
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe('Hello');
    expect(received[0]!.text).toContain('http://localhost/x');
    expect(received[0]!.from?.text).toContain('no-reply@lexa.test');
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('writes an .eml file to the outbox by default', async () => {
    const dir = await withTempDir();
    const mailer = createMailer(
      { smtpUrl: null, mailFrom: 'Lexa <no-reply@lexa.test>', dataDir: dir.path },
      createLogger('silent'),
    );
    await mailer.send({ to: 'grace@example.com', subject: 'Your link', text: 'http://localhost/magic' });
    const files = await readdir(join(dir.path, 'outbox'));
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(await readFile(join(dir.path, 'outbox', files[0]!)));
    expect(parsed.subject).toBe('Your link');
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('grace@example.com');
    await dir.cleanup();
  });
});
