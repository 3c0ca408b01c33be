import { fileViewSchema, type FileView } from '@lexa/common';
import type { StoredFileRecord } from './file.schema';

/** Our store's name for a file, as the admin Files tab shows it ("server name"): the storage id and the extension. */
export const serverName = (storageId: string, originalName: string) =>
  `${storageId}${/\.[a-z0-9]{1,5}$/i.exec(originalName)?.[0].toLowerCase() ?? ''}`;

export const downloadPath = (id: string) => `/api/files/download/${id}`;

/** A file as any party that may download it sees it. */
export const toFileView = (record: StoredFileRecord): FileView =>
  fileViewSchema.parse({
    ...record,
    filename: serverName(record.storageId, record.originalName),
    filePath: downloadPath(record.id),
  });
