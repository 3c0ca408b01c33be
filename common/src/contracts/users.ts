/** Accounts as staff see them (signed-in spec §3 User): the admin Users tab and the New Message recipient picker. */
import { z } from 'zod';
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
  lastLogin: isoDate.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z.object({ users: z.array(adminUserSchema), ...pageFields });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** GET /api/admin/users: newest first; `search` matches part of the name or e-mail; `role` narrows to one role. */
export const adminUserListQuery = pagingQuery.extend({
  search: z.string().trim().max(100).default(''),
  role: z.enum(ROLES).optional(),
});
export type AdminUserListParams = z.input<typeof adminUserListQuery>;
