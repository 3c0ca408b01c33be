import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { E2E_RUNTIME_DIR } from './runtime';

/** Without SMTP_URL the e2e server writes each e-mail here as an .eml file (api/src/platform/mail/create-mailer.ts). */
const OUTBOX = join(E2E_RUNTIME_DIR, 'data', 'outbox');

export interface ReceivedMail {
  subject: string;
  text: string;
}

const addressesOf = (to: AddressObject | AddressObject[] | undefined): string[] =>
  [to ?? []].flat().flatMap((group) => group.value.map((mailbox) => (mailbox.address ?? '').toLowerCase()));

async function newestMailTo(address: string, subject: string): Promise<ReceivedMail | null> {
  const names = await readdir(OUTBOX).catch(() => [] as string[]);
  // File names start with the ISO time of writing, so the newest sorts last.
  for (const name of names
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse()) {
    const mail = await simpleParser(await readFile(join(OUTBOX, name)));
    if (mail.subject === subject && addressesOf(mail.to).includes(address.toLowerCase())) {
      return { subject: mail.subject, text: mail.text ?? '' };
    }
  }
  return null;
}

/**
 * The newest e-mail to `address` with `subject`, waiting for it: the API answers link requests before the
 * mail is written (in the background).
 */
export async function waitForMail(address: string, subject: string, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await newestMailTo(address, subject);
    if (mail) return mail;
    if (Date.now() > deadline)
      throw new Error(`no "${subject}" e-mail to ${address} in ${OUTBOX} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The path and query of the first link in `text` that opens `screen` (e.g. "/client/magic-login?token=…"). */
export function linkIn(text: string, screen: string): string {
  const url = text.split(/\s+/).find((word) => word.includes(`${screen}?token=`));
  if (!url) throw new Error(`no ${screen} link in: ${text}`);
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}
