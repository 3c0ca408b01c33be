import { ATTACHMENT_MAX_FILES } from '@lexa/common';
import { FILE_KINDS, type FileKind } from './file-kinds';
import type { UploadPolicy } from './uploads';

/** Attachments to requests and messages: 10 MB each (signed-in spec §5, §9). */
export const ATTACHMENT_MAX_FILE_SIZE = 10 * 1024 * 1024;

/** The signed-in spec's wording (§5), with the list of types this route accepts. */
export function attachmentPolicy(kinds: readonly FileKind[]): UploadPolicy {
  const allowed = kinds.map((kind) => FILE_KINDS[kind].label).join(', ');
  const unsupported = (file: string) => `File "${file}" is not a supported format. Allowed: ${allowed}.`;
  return {
    kinds,
    maxFileSize: ATTACHMENT_MAX_FILE_SIZE,
    maxFiles: ATTACHMENT_MAX_FILES,
    messages: {
      unsupportedFormat: unsupported,
      unsupportedExtension: unsupported,
      tooLarge: (file) => `File "${file}" is too large. Maximum size is 10MB.`,
      tooMany: async () => `You can attach at most ${ATTACHMENT_MAX_FILES} files at once.`,
    },
  };
}

/** Request files and the request composer (§5): PDF, DOC, DOCX, TXT, JPG, PNG. */
export const REQUEST_FILE_KINDS: FileKind[] = ['pdf', 'doc', 'docx', 'txt', 'jpeg', 'png'];
/** The dashboard's upload (§5): .pdf .docx .png .jpg .jpeg .txt. */
export const DASHBOARD_UPLOAD_KINDS: FileKind[] = ['pdf', 'docx', 'png', 'jpeg', 'txt'];
/** Client Messages (§5): .pdf .doc .docx .txt .jpg .jpeg .png .gif. */
export const MESSAGE_FILE_KINDS: FileKind[] = ['pdf', 'doc', 'docx', 'txt', 'jpeg', 'png', 'gif'];
