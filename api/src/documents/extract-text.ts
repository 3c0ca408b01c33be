import { Worker } from 'node:worker_threads';

/** Text beyond this is of no use to a chat reply or a checklist review, and would only weigh on memory. */
const MAX_TEXT_CHARS = 200_000;
const TIMEOUT_MS = 20_000;

/**
 * Runs in a worker thread, as plain CommonJS evaluated by Node itself: parsing untrusted PDFs and DOCX files is
 * CPU-heavy and occasionally pathological, so it runs off the event loop with a time and memory limit. Node's own
 * loader also lets unpdf load pdf.js (an ES module) the same way under the compiled server, tsx and jest.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { kind, bytes, modules, maxChars } = workerData;
async function extract() {
  if (kind === 'pdf') {
    const { extractText } = require(modules.unpdf);
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    return text;
  }
  const mammoth = require(modules.mammoth);
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return value;
}
extract().then(
  (text) => parentPort.postMessage({ text: String(text).slice(0, maxChars) }),
  (error) => parentPort.postMessage({ error: String(error && error.message || error) }),
);
`;

export type ExtractableKind = 'pdf' | 'docx';

/** The plain text of a PDF or DOCX document; rejects when the file cannot be parsed in time. */
export function extractDocumentText(bytes: Buffer, kind: ExtractableKind): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        kind,
        bytes,
        modules: { unpdf: require.resolve('unpdf'), mammoth: require.resolve('mammoth') },
        maxChars: MAX_TEXT_CHARS,
      },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`Text extraction took longer than ${TIMEOUT_MS} ms`));
    }, TIMEOUT_MS);
    worker.once('message', (result: { text?: string; error?: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (result.error !== undefined) reject(new Error(result.error));
      else resolve(result.text ?? '');
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    // Settled already in every normal case; this catches a worker that dies without a word.
    worker.once('exit', () => {
      clearTimeout(timer);
      reject(new Error('Text extraction stopped unexpectedly'));
    });
  });
}
