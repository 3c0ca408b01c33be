/** One outgoing e-mail. Links in `text` must be absolute URLs built from config.publicUrl. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string | Buffer; contentType?: string }[];
}

/**
 * The mail port: SMTP when SMTP_URL is set (nodemailer), else an outbox folder under DATA_DIR/outbox with the
 * message also logged, so links work on a laptop. Sending failures reject; callers decide whether they matter.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
