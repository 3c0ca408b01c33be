import { REVIEW_MAX_FILE_SIZE, REVIEW_MESSAGES } from '@lexa/common';

export interface FileRefusal {
  title: string;
  message: string;
}

const ACCEPTED_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];
const ACCEPTED_EXTENSIONS = /\.(pdf|docx)$/i;

export const REVIEW_ACCEPT = '.pdf,.docx';

/** Why a file cannot be reviewed (signed-in spec §5), or null when it can. */
export function refuseReviewFile(file: File): FileRefusal | null {
  if (!ACCEPTED_TYPES.includes(file.type) && !ACCEPTED_EXTENSIONS.test(file.name)) {
    return { title: 'Invalid File Type', message: REVIEW_MESSAGES.invalidType };
  }
  if (file.size > REVIEW_MAX_FILE_SIZE) return { title: 'File Too Large', message: REVIEW_MESSAGES.tooLarge };
  return null;
}
