import { checkArchive, type ArchiveLimits } from './archive-check';
import { checkPdf } from './pdf-check';

/** The kinds a parser inflates when it opens them: each is checked before it is opened (issue 15). */
export type InflatedKind = 'pdf' | 'docx';

export const isInflatedKind = (kind: string): kind is InflatedKind => kind === 'pdf' || kind === 'docx';

/** Resolves when the document is safe to open; rejects with UnsafeFileError for a hostile one. */
export const checkBeforeOpening = (kind: InflatedKind, bytes: Buffer, limits: ArchiveLimits): Promise<void> =>
  kind === 'pdf' ? checkPdf(bytes, limits) : checkArchive(bytes, limits);
