/** Staff manage attorneys and assign them to requests; attorneys work their cases (issue 14, items 1–4). */
import { z } from './zod';
import { fields, idParams, isoDate } from './fields';

/** POST /api/admin/attorneys: the account is created without a password; a set-password link is mailed. */
export const newAttorneyBody = z.strictObject({
  firstName: fields.name,
  lastName: z._default(fields.lastName, ''),
  email: fields.email,
});
export type NewAttorneyBody = z.input<typeof newAttorneyBody>;

/** PATCH /api/admin/attorneys/{id}/verification: only staff decide whether an attorney shows as Verified. */
export const attorneyVerificationBody = z.strictObject({
  isVerified: z.boolean({ message: 'isVerified must be true or false' }),
});
export type AttorneyVerificationBody = z.infer<typeof attorneyVerificationBody>;

/** An attorney as staff see one in the Users tab and the assign select. */
export const staffAttorneySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  /** 'none' until the attorney creates a profile. */
  profileStatus: z.enum(['none', 'private', 'public']),
  isVerified: z.boolean(),
  displayName: z.nullable(z.string()),
  slug: z.nullable(z.string()),
  activeAssignments: z.number(),
  createdAt: isoDate,
});
export type StaffAttorney = z.infer<typeof staffAttorneySchema>;

export const staffAttorneyListSchema = z.object({ attorneys: z.array(staffAttorneySchema) });
export type StaffAttorneyList = z.infer<typeof staffAttorneyListSchema>;

export const ASSIGNMENT_STATUSES = ['active', 'completed', 'withdrawn'] as const;

/** One attorney's assignment to one request. */
export const caseAssignmentSchema = z.object({
  id: z.string(),
  attorneyId: z.string(),
  requestId: z.string(),
  status: z.enum(ASSIGNMENT_STATUSES),
  assignedAt: isoDate,
});
export type CaseAssignment = z.infer<typeof caseAssignmentSchema>;

/** POST /api/admin/requests/{id}/attorneys. */
export const assignAttorneyBody = z.strictObject({ attorneyId: fields.id });
export type AssignAttorneyBody = z.infer<typeof assignAttorneyBody>;

/** DELETE /api/admin/requests/{id}/attorneys/{attorneyId}. */
export const requestAttorneyParams = z.extend(idParams, { attorneyId: fields.id });

/** GET /api/admin/requests/{id}/attorneys: the attorneys actively assigned, for the request dialog. */
export const assignedAttorneySchema = z.extend(caseAssignmentSchema, { name: z.string(), email: z.string() });
export type AssignedAttorney = z.infer<typeof assignedAttorneySchema>;
export const assignedAttorneyListSchema = z.object({ attorneys: z.array(assignedAttorneySchema) });
export type AssignedAttorneyList = z.infer<typeof assignedAttorneyListSchema>;

/** The statuses an attorney may set on a case; the other three are staff's. */
export const ATTORNEY_STATUSES = ['in_progress', 'resolved'] as const;

/** PATCH /api/attorney/requests/{id}/status. */
export const attorneyStatusBody = z.strictObject({
  status: z.enum(ATTORNEY_STATUSES, { message: 'Attorneys may set In Progress or Resolved' }),
});
export type AttorneyStatusBody = z.infer<typeof attorneyStatusBody>;
