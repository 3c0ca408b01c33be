'use strict';
/**
 * The text extractor's own process (see extract-text.ts): reads one document from stdin, sends its text or the
 * parser's error back over IPC, and exits. Whatever a hostile file does to the parsers here (a runaway heap, a hang)
 * ends this process, never the server. Plain CommonJS, so Node runs it as it is from src (tests, dev) and from dist
 * (the build copies it), with no TypeScript loader to start in each child.
 */
const { extractText } = require('unpdf');
const mammoth = require('mammoth');

async function readInput() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function extract(kind, bytes) {
  if (kind === 'pdf') return (await extractText(new Uint8Array(bytes), { mergePages: true })).text;
  return (await mammoth.extractRawText({ buffer: bytes })).value;
}

const [kind = '', maxChars = '0'] = process.argv.slice(2);
readInput()
  .then((bytes) => extract(kind, bytes))
  .then(
    (text) => ({ text: String(text).slice(0, Number(maxChars)) }),
    (error) => ({ error: String((error && error.message) || error) }),
  )
  .then((result) => process.send(result, () => process.disconnect()));
