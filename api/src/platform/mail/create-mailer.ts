import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
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
 * text, so a magic link can be clicked without any mail server. In production the log says only that a mail was
 * written: its text holds sign-in and reset links.
 */
export function outboxMailer(dataDir: string, from: string, logger: Logger, showContent: boolean): Mailer {
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
      if (showContent) {
        logger.info(
          { to: message.to, subject: message.subject, file, text: message.text },
          'mail written to the outbox',
        );
      } else {
        logger.warn({ file }, 'mail not sent (SMTP_URL is not set): written to the outbox');
      }
    },
  };
}

/** SMTP when configured; else the outbox, which production announces at start as mail not being configured. */
export function createMailer(config: Pick<Config, 'env' | 'smtpUrl' | 'mailFrom' | 'dataDir'>, logger: Logger): Mailer {
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, config.mailFrom);
  const production = config.env === 'production';
  if (production) {
    logger.warn(
      'Mail is not configured: SMTP_URL is not set, so no e-mail (sign-in and reset links) is delivered. ' +
        'Messages are written to the outbox folder and their content is never logged.',
    );
  }
  return outboxMailer(config.dataDir, config.mailFrom, logger, !production);
}
