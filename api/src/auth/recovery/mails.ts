import type { MailMessage } from '../../platform/mail/mailer';
import type { User } from '../../users/user.schema';
import type { TokenPurpose } from './auth-token.schema';
import { DAY_MS, MINUTE_MS, TOKEN_LIFETIME_MS } from './single-use-tokens';

/** The browser screen each link opens (public spec §2): it posts the token back to the API. */
export const LINK_PATHS: Record<TokenPurpose, string> = {
  reset: '/client/reset-password',
  'set-password': '/client/reset-password',
  magic: '/client/magic-login',
  'admin-magic': '/client/magic-login',
};

function lifetime(purpose: TokenPurpose): string {
  const ms = TOKEN_LIFETIME_MS[purpose];
  return ms % DAY_MS === 0 ? `${ms / DAY_MS} days` : `${ms / MINUTE_MS} minutes`;
}

const fullName = (user: User) => [user.firstName, user.lastName].filter(Boolean).join(' ');

type LinkMail = Omit<MailMessage, 'to'>;

/** Subject and text of the e-mail carrying a link of each purpose for `user`. */
export const LINK_MAILS: Record<TokenPurpose, (user: User, link: string) => LinkMail> = {
  reset: (user, link) => ({
    subject: 'Reset your Lexa password',
    text: [
      `Hello ${user.firstName},`,
      'We received a request to reset the password of your Lexa account. Choose a new password here:',
      link,
      `The link works once and expires in ${lifetime('reset')}. If you did not ask for it, ignore this e-mail: your password has not changed.`,
    ].join('\n\n'),
  }),
  magic: (user, link) => ({
    subject: 'Your Lexa sign-in link',
    text: [
      `Hello ${user.firstName},`,
      'Use this link to sign in to Lexa without your password:',
      link,
      `The link works once and expires in ${lifetime('magic')}. If you did not ask for it, ignore this e-mail: nobody can sign in without the link.`,
    ].join('\n\n'),
  }),
  'set-password': (user, link) => ({
    subject: 'Set your Lexa password',
    text: [
      `Hello ${user.firstName},`,
      `A Lexa account was created for ${user.email} so you can ${user.isAttorney ? 'work on the requests our team assigns to you' : 'follow your legal request and talk to our team'}. Set your password here:`,
      link,
      `The link works once and expires in ${lifetime('set-password')}. After that, use "Forgot Password?" on the sign-in page to get a new one.`,
    ].join('\n\n'),
  }),
  'admin-magic': (user, link) => ({
    subject: `Sign-in link for ${user.email}`,
    text: [
      `You asked for a link that signs you in to Lexa as ${fullName(user)} (${user.email}):`,
      link,
      `The link works once and expires in ${lifetime('admin-magic')}. Anyone holding it can act as this user, so do not forward it.`,
    ].join('\n\n'),
  }),
};
