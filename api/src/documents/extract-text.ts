import { fork } from 'node:child_process';
import { join } from 'node:path';
import { UnsafeFileError, type ArchiveLimits } from '../platform/files/archive-check';
import { checkBeforeOpening, type InflatedKind } from '../platform/files/document-check';

/** Text beyond this is of no use to a chat reply or a checklist review, and would only weigh on memory. */
const MAX_TEXT_CHARS = 200_000;
const TIMEOUT_MS = 20_000;
/** The extractor's heap: a worker thread's limit would abort the whole server when reached; a process only ends. */
const HEAP_MB = 256;

/** Next to this file in src and in dist (the api build copies it there). */
const CHILD = join(__dirname, 'extract-child.cjs');

export type ExtractableKind = InflatedKind;

/** Runs the extractor process on one document; a crash, a heap overflow or a hang is an unsafe file, not a dead server. */
function extractInChild(bytes: Buffer, kind: ExtractableKind): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, [kind, String(MAX_TEXT_CHARS)], {
      execArgv: [`--max-old-space-size=${HEAP_MB}`],
      stdio: ['pipe', 'ignore', 'ignore', 'ipc'],
      serialization: 'advanced',
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      settle(() => reject(new UnsafeFileError(`text extraction took longer than ${TIMEOUT_MS} ms`)));
    }, TIMEOUT_MS);
    child.once('message', (result: { text?: string; error?: string }) =>
      settle(() => (result.error !== undefined ? reject(new Error(result.error)) : resolve(result.text ?? ''))),
    );
    child.once('error', (error) => settle(() => reject(error)));
    // 'close' comes after the last message, so a child that answered and exited is never taken for a crash.
    child.once('close', (code, signal) =>
      settle(() => reject(new UnsafeFileError(`text extraction stopped (${signal ?? `exit code ${code}`})`))),
    );
    // The child may die before it has read everything; that shows as its exit, not as a write error here.
    child.stdin!.on('error', () => undefined);
    child.stdin!.end(bytes);
  });
}

/**
 * The plain text of a PDF or DOCX document, checked (its streams, its archive) before any parser inflates it; rejects
 * with UnsafeFileError when the file is refused or its extraction is cut short, with an ordinary error when the
 * parser finds it is not a readable document.
 */
export async function extractDocumentText(
  bytes: Buffer,
  kind: ExtractableKind,
  limits: ArchiveLimits,
): Promise<string> {
  await checkBeforeOpening(kind, bytes, limits);
  return extractInChild(bytes, kind);
}
