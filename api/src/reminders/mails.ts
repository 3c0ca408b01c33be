import type { MailMessage } from '../platform/mail/mailer';
import type { PublicEntry } from '../request-updates/conversation';
import type { LegalRequestRecord } from '../requests/request.schema';

/** The client dashboard with the request opened and highlighted (signed-in spec §2.2). */
export const requestLink = (publicUrl: string, requestId: string) =>
  `${publicUrl}/client/dashboard?request=${encodeURIComponent(requestId)}&highlight=true`;

export interface ReminderMailInput {
  request: Pick<LegalRequestRecord, 'id' | 'title' | 'requestNumber'>;
  /** The client's first name, or the request's contact name; empty when neither is known. */
  name: string;
  /** The newest message from staff the client can see, quoted so the e-mail says what is awaited. */
  latestFromStaff: PublicEntry | null;
  publicUrl: string;
}

/** The e-mail asking the client to come back to their request (by hand or automatic: the client reads the same). */
export function reminderMail({
  request,
  name,
  latestFromStaff,
  publicUrl,
}: ReminderMailInput): Omit<MailMessage, 'to'> {
  const quoted = latestFromStaff?.message.trim();
  return {
    subject: `Reminder: your legal request ${request.requestNumber} is waiting for you`,
    text: [
      name ? `Hello ${name},` : 'Hello,',
      `This is a reminder about your legal request "${request.title}" (${request.requestNumber}).`,
      quoted
        ? `Our latest message to you:\n\n${quoted
            .split('\n')
            .map((line) => `> ${line}`)
            .join('\n')}`
        : 'Our team is waiting to hear from you.',
      `Open your request to read the conversation and reply:\n${requestLink(publicUrl, request.id)}`,
      'The Lexa legal team',
    ].join('\n\n'),
  };
}
