/** What the chat accepts (public spec §5, §9); the server checks the same again, by content. */
export const MAX_CHAT_FILES = 5;
const MAX_CHAT_FILE_SIZE = 10 * 1024 * 1024;

const ALLOWED_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
];
const ALLOWED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png'];
/** For the file picker's `accept`. */
export const CHAT_FILE_ACCEPT = [...ALLOWED_EXTENSIONS, ...ALLOWED_MIME_TYPES].join(',');

export interface FileProblem {
  title: string;
  description: string;
}

export const FILE_LIMIT_REACHED: FileProblem = {
  title: 'File limit reached',
  description: 'Maximum 5 files allowed per chat session.',
};

const extensionOf = (name: string) => /\.[^.]+$/.exec(name)?.[0].toLowerCase() ?? '';

function problemWith(file: File): string | null {
  if (file.size > MAX_CHAT_FILE_SIZE) return `File "${file.name}" is too large. Maximum size is 10MB.`;
  // An empty type means the browser does not know it; the extension decides then.
  if (file.type && !ALLOWED_MIME_TYPES.includes(file.type)) {
    return `File "${file.name}" is not a supported format. Allowed: PDF, DOC, DOCX, JPG, PNG.`;
  }
  if (!ALLOWED_EXTENSIONS.includes(extensionOf(file.name))) return `File "${file.name}" has an unsupported extension.`;
  return null;
}

/** The first reason not to upload `files` to a chat that already holds `existing` files, or null. */
export function checkChatFiles(files: readonly File[], existing: number): FileProblem | null {
  if (existing + files.length > MAX_CHAT_FILES) {
    return {
      title: 'Too many files',
      description: `Maximum 5 files allowed per chat. You have ${existing} files already.`,
    };
  }
  for (const file of files) {
    const problem = problemWith(file);
    if (problem) return { title: 'File validation failed', description: problem };
  }
  return null;
}
