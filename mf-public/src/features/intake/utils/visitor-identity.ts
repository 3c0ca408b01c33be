import type { SessionUser } from '@lexa/common';
import { GENERATED_PASSWORD_PART_LENGTH } from '../constants/intake-rules';

/** The chat widget's session id: the wizard uses the same one, so a request links to the visitor's chat. */
export { getOrCreateSessionId as chatSessionId } from '../../chat/utils/session-id';

const randomString = (length: number): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
};

/** The silent signup's password: never shown; the new client sets their own through the e-mailed link. */
export const generatedPassword = (): string =>
  randomString(GENERATED_PASSWORD_PART_LENGTH) + randomString(GENERATED_PASSWORD_PART_LENGTH);

/** "Logged in as …": the first name, else the local part of the e-mail. */
export const badgeName = (user: Pick<SessionUser, 'firstName' | 'email'>): string =>
  user.firstName.trim() || user.email.split('@')[0];
