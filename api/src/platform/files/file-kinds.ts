import { extname } from 'node:path';

/**
 * The file types we accept anywhere, each recognised by its content (magic bytes), never by the browser's word.
 * ARCHITECTURE §6: type checked by content, not only name or MIME.
 */
export type FileKind = 'pdf' | 'doc' | 'docx' | 'jpeg' | 'png' | 'gif' | 'txt';

export interface FileKindInfo {
  label: string;
  extensions: readonly string[];
  /** The MIME type we store and serve, whatever the browser claimed. */
  mimeType: string;
  /** The MIME types browsers send for it, to tell "unsupported format" from "unsupported extension". */
  declaredTypes: readonly string[];
  category: 'image' | 'other';
}

export const FILE_KINDS: Record<FileKind, FileKindInfo> = {
  pdf: {
    label: 'PDF',
    extensions: ['.pdf'],
    mimeType: 'application/pdf',
    declaredTypes: ['application/pdf'],
    category: 'other',
  },
  doc: {
    label: 'DOC',
    extensions: ['.doc'],
    mimeType: 'application/msword',
    declaredTypes: ['application/msword'],
    category: 'other',
  },
  docx: {
    label: 'DOCX',
    extensions: ['.docx'],
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    declaredTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    category: 'other',
  },
  jpeg: {
    label: 'JPG',
    extensions: ['.jpg', '.jpeg'],
    mimeType: 'image/jpeg',
    declaredTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
    category: 'image',
  },
  png: { label: 'PNG', extensions: ['.png'], mimeType: 'image/png', declaredTypes: ['image/png'], category: 'image' },
  gif: { label: 'GIF', extensions: ['.gif'], mimeType: 'image/gif', declaredTypes: ['image/gif'], category: 'image' },
  txt: {
    label: 'TXT',
    extensions: ['.txt'],
    mimeType: 'text/plain; charset=utf-8',
    declaredTypes: ['text/plain'],
    category: 'other',
  },
};

export function kindOfName(name: string): FileKind | null {
  const extension = extname(name).toLowerCase();
  const found = (Object.keys(FILE_KINDS) as FileKind[]).find((kind) => FILE_KINDS[kind].extensions.includes(extension));
  return found ?? null;
}

export const kindOfMimeType = (mimeType: string): FileKind | null =>
  (Object.keys(FILE_KINDS) as FileKind[]).find((kind) => FILE_KINDS[kind].mimeType === mimeType) ?? null;

/** Bytes needed to recognise every signature below. */
export const SNIFF_BYTES = 8;

const startsWith = (head: Buffer, bytes: number[] | string) =>
  head.subarray(0, bytes.length).equals(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes));

const SIGNATURES: Record<Exclude<FileKind, 'txt'>, (head: Buffer) => boolean> = {
  pdf: (head) => startsWith(head, '%PDF-'),
  png: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  gif: (head) => startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a'),
  // A DOCX is a ZIP; any ZIP passes only under a .docx name, and the text extractor rejects one that is not Word.
  docx: (head) => startsWith(head, [0x50, 0x4b, 0x03, 0x04]),
  doc: (head) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
};

/** Programs never pass, whatever they are named: Windows (MZ), Linux (ELF), macOS (Mach-O), scripts (#!). */
const EXECUTABLES = [
  (head: Buffer) => startsWith(head, 'MZ'),
  (head: Buffer) => startsWith(head, [0x7f, 0x45, 0x4c, 0x46]),
  (head: Buffer) =>
    [
      [0xfe, 0xed, 0xfa, 0xce],
      [0xfe, 0xed, 0xfa, 0xcf],
      [0xce, 0xfa, 0xed, 0xfe],
      [0xcf, 0xfa, 0xed, 0xfe],
      [0xca, 0xfe, 0xba, 0xbe],
    ].some((magic) => startsWith(head, magic)),
  (head: Buffer) => startsWith(head, '#!'),
];

export const isExecutable = (head: Buffer): boolean => EXECUTABLES.some((test) => test(head));

/**
 * Whether the first bytes fit `kind`. Plain text has no signature: it must not look like any binary format here,
 * and the stream inspector checks the rest (valid UTF-8, no NUL bytes).
 */
export function headMatches(kind: FileKind, head: Buffer): boolean {
  if (isExecutable(head)) return false;
  if (kind === 'txt') return !Object.values(SIGNATURES).some((test) => test(head));
  return SIGNATURES[kind](head);
}
