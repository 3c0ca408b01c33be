import { ACCEPTED_FILE_TYPES, MAX_FILE_SIZE_BYTES } from '../constants/intake-rules';

export interface FileRejection {
  title: 'Invalid file type' | 'File too large';
  description: string;
}

export interface FileSelection {
  /** Everything selected after this pick: the files kept so far plus the accepted new ones. */
  files: File[];
  added: number;
  rejections: FileRejection[];
  duplicates: boolean;
}

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** PDF, DOC, DOCX or TXT, by MIME type or, when the browser reports none that fits, by extension. */
export const isAcceptedFileType = (file: File): boolean =>
  (ACCEPTED_FILE_TYPES.mimeTypes as readonly string[]).includes(file.type) ||
  (ACCEPTED_FILE_TYPES.extensions as readonly string[]).includes(extensionOf(file.name));

function rejectionOf(file: File): FileRejection | null {
  if (!isAcceptedFileType(file)) {
    return {
      title: 'Invalid file type',
      description: `${file.name} is not a supported file type. Only PDF, DOC, DOCX, and TXT files are allowed.`,
    };
  }
  if (file.size > MAX_FILE_SIZE_BYTES) {
    return { title: 'File too large', description: `${file.name} is larger than 10MB. Please choose a smaller file.` };
  }
  return null;
}

/** Adds a pick to the selection: invalid files are rejected, files whose name is already selected dropped. */
export function addFiles(selected: File[], picked: File[]): FileSelection {
  const files = [...selected];
  const rejections: FileRejection[] = [];
  let duplicates = false;
  for (const file of picked) {
    const rejection = rejectionOf(file);
    if (rejection) rejections.push(rejection);
    else if (files.some((kept) => kept.name === file.name)) duplicates = true;
    else files.push(file);
  }
  return { files, added: files.length - selected.length, rejections, duplicates };
}

export const fileSizeInMb = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
