import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import type { Mailer, MailMessage } from './mailer';

/** Real SMTP (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * The laptop default: each message is written as an .eml file under DATA_DIR/outbox and logged with its
 * text, so a magic link can be clicked without any mail server.
 */
export function outboxMailer(dataDir: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = join(dataDir, 'outbox');
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      logger.info({ to: message.to, subject: message.subject, file, text: message.text }, 'mail written to the outbox');
    },
  };
}

export function createMailer(
  config: { smtpUrl: string | null; mailFrom: string; dataDir: string },
  logger: Logger,
): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(config.dataDir, config.mailFrom, logger);
}
