/** The staff audit trail (issue 13 item 8): every staff action, who did it, when, from where and what changed. */
import { z } from './zod';
import { fields, isoDate } from './fields';

export const AUDIT_ACTIONS = [
  'request.status_changed',
  'request.admin_assigned',
  'request.attorney_assigned',
  'request.attorney_withdrawn',
  'request.reply_sent',
  'request.internal_note',
  'request.reminder_sent',
  'request.auto_reminder_toggled',
  'request.deleted',
  'user.email_changed',
  'user.magic_link_sent',
  'user.impersonated',
  'user.password_reset_sent',
  'user.deleted',
  'config.changed',
  'settings.changed',
  'prompt.created',
  'prompt.changed',
  'transcript.downloaded',
  'chat.deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Each action in words, as the Activity lists show it. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'request.status_changed': 'Changed the status',
  'request.admin_assigned': 'Took the request',
  'request.attorney_assigned': 'Assigned an attorney',
  'request.attorney_withdrawn': 'Withdrew an attorney',
  'request.reply_sent': 'Replied to the client',
  'request.internal_note': 'Added an internal note',
  'request.reminder_sent': 'Sent a reminder',
  'request.auto_reminder_toggled': 'Switched auto reminders',
  'request.deleted': 'Deleted the request',
  'user.email_changed': 'Changed the e-mail',
  'user.magic_link_sent': 'Sent a magic link',
  'user.impersonated': 'Signed in as the user',
  'user.password_reset_sent': 'Sent a password reset',
  'user.deleted': 'Deleted the account',
  'config.changed': 'Changed the assistant config',
  'settings.changed': 'Changed a setting',
  'prompt.created': 'Created a system prompt',
  'prompt.changed': 'Changed a system prompt',
  'transcript.downloaded': 'Downloaded chat transcripts',
  'chat.deleted': 'Deleted a chat session',
};

export const AUDIT_TARGET_TYPES = ['request', 'message', 'user', 'config', 'setting', 'prompt', 'chat'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** A field's change: before and after, or a word where the value is not shown ("changed" for a secret). */
const auditValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AuditValue = z.infer<typeof auditValue>;
export const auditChangeSchema = z.union([
  z.object({ from: z.optional(auditValue), to: z.optional(auditValue) }),
  auditValue,
]);
export type AuditChange = z.infer<typeof auditChangeSchema>;
export type AuditChanges = Record<string, AuditChange>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: isoDate,
  actorId: z.string(),
  actorEmail: z.string(),
  actorRole: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  requestId: z.nullable(z.string()),
  subjectUserId: z.nullable(z.string()),
  changes: z.record(z.string(), auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit: newest first, one keyset page. */
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Where the next (older) page starts (`before`), or null at the oldest. */
  nextCursor: z.nullable(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** One user's or one request's trail: exactly one of the two. */
export const auditQuery = z
  .strictObject({
    userId: z.optional(fields.id),
    requestId: z.optional(fields.id),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
    before: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  })
  .check(
    z.refine((query) => (query.userId === undefined) !== (query.requestId === undefined), {
      message: 'Give either userId or requestId',
      path: ['userId'],
    }),
  );
export type AuditQuery = z.infer<typeof auditQuery>;
