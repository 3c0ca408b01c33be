/** Files as the API answers them (signed-in spec §3, §5). */
import { z } from './zod';
import { isoDate, pageFields } from './fields';

export const FILE_SOURCES = ['chat', 'request', 'message', 'user'] as const;
export type FileSource = (typeof FILE_SOURCES)[number];

/** At most this many attachments at once on a request update or a message. */
export const ATTACHMENT_MAX_FILES = 10;

export const fileViewSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  /** Our store's name for it (the admin Files tab's "server name"). */
  filename: z.string(),
  mimeType: z.string(),
  /** Bytes. */
  size: z.number(),
  source: z.enum(FILE_SOURCES),
  requestId: z.nullable(z.string()),
  uploadedBy: z.nullable(z.string()),
  createdAt: isoDate,
  /** The authorised download path (`/api/files/download/{id}`); needs the bearer token. */
  filePath: z.string(),
});
export type FileView = z.infer<typeof fileViewSchema>;

/** A file in the client's My Files, with the request it belongs to. */
export const clientFileSchema = z.extend(fileViewSchema, {
  requestTitle: z.nullable(z.string()),
  requestNumber: z.nullable(z.string()),
});
export type ClientFile = z.infer<typeof clientFileSchema>;

/** A file in the admin Files tab: every file, with a signed direct link valid for 10 minutes. */
export const adminFileSchema = z.extend(clientFileSchema, {
  ownerId: z.nullable(z.string()),
  /** Staff-only until shared with the client in a non-internal update. */
  internal: z.boolean(),
  directLink: z.string(),
});
export type AdminFile = z.infer<typeof adminFileSchema>;

export const filePageSchema = z.object({ files: z.array(fileViewSchema), ...pageFields });
export type FilePage<T extends FileView = FileView> = Omit<z.infer<typeof filePageSchema>, 'files'> & { files: T[] };

/** `token` is a signed direct link (never a bearer token: those stay out of URLs and logs). */
export const fileDownloadQuery = z.strictObject({
  token: z.optional(z.string().check(z.minLength(1), z.maxLength(2000))),
});
