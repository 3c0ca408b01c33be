/** Signed-in spec §5: Client Messages attachments. */
const ALLOWED_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png', 'gif'];
export const MESSAGE_ATTACHMENT_ACCEPT = ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(',');
/** Signed-in spec §9: 10MB per message attachment. */
const MESSAGE_ATTACHMENT_MAX_BYTES = 10_485_760;

export function messageAttachmentProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!ALLOWED_EXTENSIONS.includes(extension)) return `File "${file.name}" is not a supported format.`;
  if (file.size > MESSAGE_ATTACHMENT_MAX_BYTES) return `File "${file.name}" is too large. Maximum size is 10MB.`;
  return null;
}

/** The badge and label rules are shared with the staff thread view. */
export { senderLabel, senderRole, type SenderRole } from '@lexa/common';
