/** Accounts, sign-in, profile and recovery (public spec §5, signed-in spec §3). */
import { z } from './zod';
import { fields } from './fields';

export const ROLES = ['client', 'admin', 'attorney'] as const;
export type Role = (typeof ROLES)[number];

/** What a browser may know about a user: never the hash, never internal flags beyond roles. */
export const sessionUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  isAdmin: z.boolean(),
  isAttorney: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** A password typed to sign in or to prove who one is (never checked for length: old passwords stay valid). */
const currentPassword = (requiredMessage: string) =>
  z.string().check(z.minLength(1, requiredMessage), z.maxLength(200));

/** POST /api/auth/login: what every sign-in form sends. */
export const loginBody = z.strictObject({ email: fields.email, password: currentPassword('Password is required') });
export type Credentials = z.input<typeof loginBody>;

/** POST /api/auth/signup. */
export const signupBody = z.strictObject({
  firstName: fields.name,
  lastName: z._default(fields.lastName, ''),
  email: fields.email,
  password: fields.newPassword,
  /** The intake wizard's silent signup: mail a link to choose a password (the one sent was random and never shown). */
  sendSetPasswordLink: z.optional(z.boolean()),
});
export type SignupBody = z.input<typeof signupBody>;
export type SignupInput = Omit<z.output<typeof signupBody>, 'sendSetPasswordLink'>;

/** PATCH /api/auth/me: any of the three, at least one. */
export const profileChangesBody = z
  .strictObject({
    firstName: z.optional(fields.name),
    lastName: z.optional(fields.lastName),
    email: z.optional(fields.email),
  })
  .check(z.refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to update'));
export type ProfileChanges = z.output<typeof profileChangesBody>;

/** POST /api/auth/change-password. */
export const passwordChangeBody = z.strictObject({
  currentPassword: currentPassword('Current password is required'),
  newPassword: fields.newPassword,
});
export type PasswordChange = z.input<typeof passwordChangeBody>;

const linkToken = z.string().check(z.trim(), z.minLength(1, 'A token is required'), z.maxLength(200));
/** Forgot password, magic link and the e-mail check all send one e-mail. */
export const emailBody = z.strictObject({ email: fields.email });
/** POST /api/auth/magic-verify. */
export const linkTokenBody = z.strictObject({ token: linkToken });
/** POST /api/auth/reset-password (reset and set-password links). */
export const passwordResetBody = z.strictObject({ token: linkToken, password: fields.newPassword });
export type NewPassword = z.input<typeof passwordResetBody>;

/** The answer of the e-mail link calls; its text is shown to the visitor as is. */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** Each role's sign-in screen. */
export const SIGN_IN_PATHS: Record<Role, string> = {
  client: '/client/login',
  attorney: '/attorney/login',
  admin: '/admin/login',
};

/**
 * POST /api/auth/reset-password: the set-password link an attorney gets opens the same page as a client's, which
 * then sends each to their own sign-in screen.
 */
export const passwordResetAnswerSchema = z.extend(messageAnswerSchema, { signInPath: z.string() });
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswerSchema>;

/** POST /api/auth/check-email. */
export const emailCheckSchema = z.object({ exists: z.boolean() });

/** One of the signed-in user's live sessions (Profile → Active sessions), from GET /api/auth/sessions. */
export const activeSessionSchema = z.object({
  id: z.string(),
  /** "Chrome 131 on macOS", or "Unknown browser" when the browser sent nothing readable. */
  browser: z.string(),
  /** "Desktop", "Mobile", "Tablet"… */
  device: z.string(),
  ipAddress: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the device asking. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const activeSessionListSchema = z.object({ sessions: z.array(activeSessionSchema) });
export type ActiveSessionList = z.infer<typeof activeSessionListSchema>;

/** The answer of POST /api/auth/change-password: every other session ended, this one goes on with `token`. */
export const passwordChangedSchema = z.object({ message: z.string(), token: z.string() });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;
