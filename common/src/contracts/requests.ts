/** Legal requests: the wizard's submission, the lists, the request as any party sees it (public §3, signed-in §3). */
import { z } from './zod';
import {
  BUDGETS,
  CATEGORIES,
  PRIORITIES,
  REQUEST_STATUSES,
  SCOPES,
  STATUS_FILTERS,
  TIMELINES,
  type StatusFilter,
} from '../domain/requests';
import { fields, isoDate, pageFields, pagingQuery } from './fields';

const TIMELINE_VALUES = TIMELINES.map(({ value }) => value);
const SCOPE_VALUES = SCOPES.map(({ value }) => value);

/** The request as any party may see it: internal bookkeeping (assignment, session) stays on the server. */
export const legalRequestSchema = z.object({
  id: z.string(),
  requestNumber: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  status: z.enum(REQUEST_STATUSES),
  priority: z.enum(PRIORITIES),
  jurisdiction: z.string(),
  timeline: z.string(),
  scope: z.string(),
  budget: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  clientId: z.string(),
  threadId: z.string(),
  autoReminderEnabled: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type LegalRequest = z.infer<typeof legalRequestSchema>;

export const requestPageSchema = z.object({ requests: z.array(legalRequestSchema), ...pageFields });
export type RequestPage = z.infer<typeof requestPageSchema>;

export const adminRequestPageSchema = z.extend(requestPageSchema, {
  counts: z.record(z.enum(Object.keys(STATUS_FILTERS) as [StatusFilter, ...StatusFilter[]]), z.number()),
});
export type AdminRequestPage = z.infer<typeof adminRequestPageSchema>;

/**
 * GET /api/admin/requests/{id}: the request as staff see it, with its client's account and the admin who took it
 * ("assign to me"; null until someone does).
 */
export const adminRequestDetailSchema = z.object({
  request: legalRequestSchema,
  client: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  assignedAdmin: z.nullable(z.object({ id: z.string(), name: z.string() })),
});
export type AdminRequestDetail = z.infer<typeof adminRequestDetailSchema>;

/** POST /api/admin/dashboard/requests/{id}/send-reminder: when the e-mail went and to whom. */
export const reminderResultSchema = z.object({ message: z.string(), sentAt: isoDate, sentTo: z.string() });
export type ReminderResult = z.infer<typeof reminderResultSchema>;

/** POST /api/admin/dashboard/requests/{id}/toggle-auto-reminder. */
export const autoReminderBody = z.strictObject({ enabled: z.boolean({ message: 'enabled must be true or false' }) });
export const autoReminderResultSchema = z.object({ request: legalRequestSchema });
export type AutoReminderResult = z.infer<typeof autoReminderResultSchema>;

/** GET /api/admin/requests. */
export const adminRequestListQuery = z.extend(pagingQuery, {
  status: z._default(z.enum(Object.keys(STATUS_FILTERS) as [StatusFilter, ...StatusFilter[]]), 'all'),
  /** Words searched as text, whatever they contain; blank means no search. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(10_000))),
});

/**
 * The text fields of POST /api/requests/submit (multipart; public spec §3 "Submitted request"), each sent once (a
 * repeated one arrives as a list and is refused).
 */
export const requestSubmissionFields = z.strictObject({
  title: z
    .string()
    .check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(200, 'Title must be at most 200 characters')),
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(21, 'Description must be more than 20 characters'),
      z.maxLength(5000, 'Description must be at most 5000 characters'),
    ),
  category: z.enum(CATEGORIES, { message: 'Please choose a category' }),
  jurisdiction: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Jurisdiction is required'),
      z.maxLength(200, 'Jurisdiction must be at most 200 characters'),
    ),
  timeline: z.enum(TIMELINE_VALUES, { message: 'Please choose a timeline' }),
  scope: z.enum(SCOPE_VALUES, { message: 'Please choose a scope' }),
  budget: z.enum(BUDGETS, { message: 'Please choose a budget range' }),
  contactName: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  contactEmail: z._default(fields.optionalEmail, ''),
  /** Always empty from the wizard: it asks for no phone number. */
  contactPhone: z._default(z.string().check(z.trim(), z.maxLength(40)), ''),
  sessionId: z._default(z.union([z.literal(''), fields.sessionId]), ''),
});
export type RequestSubmissionFields = z.output<typeof requestSubmissionFields>;
/** The same fields as a multipart form carries them: strings, checked against `requestSubmissionFields`. */
export type RequestSubmissionForm = Record<keyof RequestSubmissionFields, string>;

export const submittedRequestSchema = z.object({ id: z.string(), requestNumber: z.string() });
export type SubmittedRequest = z.infer<typeof submittedRequestSchema>;
