/** Accounts as staff see them (signed-in spec §3 User): the admin Users tab and the New Message recipient picker. */
import { z } from './zod';
import { ROLES } from './auth';
import { isoDate, pageFields, pagingQuery } from './fields';

/** A user as an admin sees one: never the password hash, never the addresses it signed in from. */
export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  isAttorney: z.boolean(),
  isActive: z.boolean(),
  /** Legal requests the user posted. */
  requestCount: z.number(),
  createdAt: isoDate,
  updatedAt: isoDate,
  lastLogin: z.nullable(isoDate),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The Users tab's four cards, over every account whatever the search. */
export const adminUserSummarySchema = z.object({
  totalUsers: z.number(),
  activeUsers: z.number(),
  withRequests: z.number(),
  /** Accounts created since the server's midnight. */
  newToday: z.number(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUserPageSchema = z.object({
  users: z.array(adminUserSchema),
  ...pageFields,
  summary: adminUserSummarySchema,
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** Signed-in spec §9 "User sort options"; signup, lastLogin and requests list the newest or largest first. */
export const USER_SORTS = ['signup', 'name', 'email', 'requests', 'lastLogin'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** GET /api/admin/users: `search` matches part of the name or e-mail; `role` narrows to one role; `sort` orders. */
export const adminUserListQuery = z.extend(pagingQuery, {
  search: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  role: z.optional(z.enum(ROLES)),
  sort: z._default(z.enum(USER_SORTS), 'signup'),
});
export type AdminUserListParams = z.input<typeof adminUserListQuery>;

/** Signed-in spec §5: the admin's e-mail edit, with its three texts (the third is the server's 409). */
export const EMAIL_EDIT_MESSAGES = {
  empty: 'Email address cannot be empty.',
  invalid: 'Please enter a valid email address.',
  taken: 'This email address is already in use by another user.',
} as const;

/** Text, an at sign, text, a dot and text (the spec's "simple pattern"). */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const editedEmail = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, EMAIL_EDIT_MESSAGES.empty),
    z.maxLength(254, EMAIL_EDIT_MESSAGES.invalid),
    z.regex(SIMPLE_EMAIL, EMAIL_EDIT_MESSAGES.invalid),
  );

/** PATCH /api/admin/users/{id}/email: `oldEmail` is what the admin saw; a different current address is a 409. */
export const adminEmailChangeBody = z.strictObject({
  email: editedEmail,
  oldEmail: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254))),
});
export type AdminEmailChange = z.infer<typeof adminEmailChangeBody>;

export const USER_HISTORY_KINDS = ['email-change', 'magic-link'] as const;

/**
 * One entry of a user's e-mail history (signed-in spec §3 "Email change record"): an admin's e-mail change, or an
 * admin-sent magic link (signing in as the user), for which both addresses are the user's and `sentTo` the admin's.
 */
export const emailChangeRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(USER_HISTORY_KINDS),
  oldEmail: z.string(),
  newEmail: z.string(),
  adminName: z.string(),
  adminId: z.string(),
  changedAt: isoDate,
  ipAddress: z.string(),
  userAgent: z.string(),
  sentTo: z.nullable(z.string()),
});
export type EmailChangeRecord = z.infer<typeof emailChangeRecordSchema>;
export const emailHistorySchema = z.object({ history: z.array(emailChangeRecordSchema) });
export type EmailHistory = z.infer<typeof emailHistorySchema>;

/** Answers of the Users tab's actions. */
export const adminUserActionResultSchema = z.object({ message: z.string() });
export type AdminUserActionResult = z.infer<typeof adminUserActionResultSchema>;
