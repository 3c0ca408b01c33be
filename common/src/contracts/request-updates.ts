/** A request's conversation: updates, status changes and their files (signed-in spec §3, §5). */
import { z } from './zod';
import { REQUEST_STATUSES } from '../domain/requests';
import { ROLES } from './auth';
import { fields, isoDate } from './fields';
import { ATTACHMENT_MAX_FILES, fileViewSchema } from './files';
import { legalRequestSchema } from './requests';

export const UPDATE_MESSAGE_MAX = 5000;

export type AuthorRole = (typeof ROLES)[number];

export const requestUpdateSchema = z.object({
  id: z.string(),
  message: z.string(),
  /** Staff only: a client never receives an internal update. */
  isInternal: z.boolean(),
  /** The name staff posted under ('' when none). */
  adminAlias: z.string(),
  createdAt: isoDate,
  files: z.array(fileViewSchema),
  /** `name` is the alias a client sees, or the author's real name for staff. */
  author: z.object({ role: z.enum(ROLES), name: z.string() }),
});
export type RequestUpdate = z.infer<typeof requestUpdateSchema>;

/**
 * GET …/requests/{id}/updates: the conversation's latest page (or the page before `before`), oldest first, with the
 * cursor of the next older page (null at the first message).
 */
export const requestUpdateListSchema = z.object({
  updates: z.array(requestUpdateSchema),
  nextCursor: z.nullable(z.string()),
});
export type RequestUpdateList = z.infer<typeof requestUpdateListSchema>;

/** `GET /api/dashboard/message-counts`: request id to number of updates the client can see. */
export const messageCountsSchema = z.record(z.string(), z.number());
export type MessageCounts = z.infer<typeof messageCountsSchema>;

export const statusChangeResultSchema = z.object({
  request: legalRequestSchema,
  update: z.nullable(requestUpdateSchema),
});
export type StatusChangeResult = z.infer<typeof statusChangeResultSchema>;

const updateMessage = z
  .string()
  .check(z.trim(), z.maxLength(UPDATE_MESSAGE_MAX, `Messages are at most ${UPDATE_MESSAGE_MAX} characters`));
const attachedFileIds = z
  .array(fields.id)
  .check(z.maxLength(ATTACHMENT_MAX_FILES, `Attach at most ${ATTACHMENT_MAX_FILES} files`));

/** A client's update. The client's door takes `isInternal` (the browser sends false); the service refuses true. */
export const requestUpdateBody = z.strictObject({
  message: z._default(updateMessage, ''),
  fileIds: z._default(attachedFileIds, []),
  isInternal: z._default(z.boolean(), false),
});
export type RequestUpdateBody = z.input<typeof requestUpdateBody>;
/** Staff may post under an alias. */
export const staffRequestUpdateBody = z.extend(requestUpdateBody, { alias: z._default(fields.alias, '') });
/** An update as the API reads it; through the client's door the alias is always ''. */
export type RequestUpdateInput = z.output<typeof staffRequestUpdateBody>;

/** PATCH …/requests/{id}/status: the new status, with an optional update posted alongside. */
export const requestStatusBody = z.strictObject({
  status: z.enum(REQUEST_STATUSES, { message: 'Please choose a status' }),
  message: z.optional(updateMessage),
  isInternal: z.optional(z.boolean()),
  alias: z.optional(fields.alias),
  fileIds: z.optional(attachedFileIds),
});
export type RequestStatusChange = z.output<typeof requestStatusBody>;

/** The conversation's page size and where it resumes (the `nextCursor` of the page shown last). */
export const conversationQuery = z.strictObject({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 50),
  before: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});
export type ConversationQuery = z.input<typeof conversationQuery>;
export type ConversationPageQuery = z.output<typeof conversationQuery>;

/** The dashboard's upload names its request, and so does associating an uploaded file with one. */
export const requestIdBody = z.strictObject({ requestId: fields.id });
