import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { startSmtpInbox } from '../../test-support/smtp-inbox';
import { withTempDir } from '../../test-support/temp-dir';
import { createLogger } from '../logger';
import { createMailer } from './create-mailer';

describe('mailer', () => {
  it('delivers through real SMTP when SMTP_URL is set', async () => {
    const inbox = await startSmtpInbox();
    const mailer = createMailer(
      { env: 'test', smtpUrl: inbox.url, mailFrom: 'Lexa <no-reply@lexa.test>', dataDir: '/nonexistent' },
      createLogger('silent'),
    );

    await mailer.send({ to: 'ada@example.com', subject: 'Hello', text: 'Open http://localhost/x' });
    const received = inbox.to('ada@example.com');
    expect(received).toHaveLength(1);
    expect(received[0]!.subject).toBe('Hello');
    expect(received[0]!.text).toContain('http://localhost/x');
    expect(received[0]!.from?.text).toContain('no-reply@lexa.test');
    await inbox.close();
  });

  it('rejects when the server refuses the recipient', async () => {
    const inbox = await startSmtpInbox();
    inbox.refused.add('gone@example.com');
    const mailer = createMailer(
      { env: 'test', smtpUrl: inbox.url, mailFrom: 'Lexa <no-reply@lexa.test>', dataDir: '/nonexistent' },
      createLogger('silent'),
    );

    await expect(mailer.send({ to: 'gone@example.com', subject: 'Hello', text: 'x' })).rejects.toThrow();
    expect(inbox.attempts('gone@example.com')).toBe(1);
    expect(inbox.received).toHaveLength(0);
    await inbox.close();
  });

  it('writes an .eml file to the outbox by default', async () => {
    const dir = await withTempDir();
    const mailer = createMailer(
      { env: 'test', smtpUrl: null, mailFrom: 'Lexa <no-reply@lexa.test>', dataDir: dir.path },
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
