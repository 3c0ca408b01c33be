/**
 * Request message attachments (signed-in spec §5), the same for a client's composer and the staff dialog: 10MB each,
 * PDF, DOC, DOCX, TXT, JPG, PNG.
 */
export const ATTACHMENT_MAX_BYTES = 10_485_760;
const ALLOWED_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png'];
export const ATTACHMENT_ACCEPT = ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The spec's message for a file that cannot be attached, or null when it can. */
export function attachmentProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!ALLOWED_EXTENSIONS.includes(extension)) {
    return `File "${file.name}" is not a supported format. Allowed: PDF, DOC, DOCX, TXT, JPG, PNG.`;
  }
  if (file.size > ATTACHMENT_MAX_BYTES) return `File "${file.name}" is too large. Maximum size is 10MB.`;
  return null;
}
