/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) twin beside every text asset of the build, so that the server sends
 * compressed bytes without compressing on each request (api/src/web/static-bundles.ts picks one by Accept-Encoding).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT_ASSET = /\.(m?js|css|html|json|svg|txt)$/;
/** Below this, the encoding's own overhead and the extra request bookkeeping outweigh what compression saves. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
    ),
  );
  return nested.flat();
}

async function compressFile(file: string): Promise<void> {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A twin that saves nothing is not written: the server then sends the file as it is.
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
}

/** Compresses every text asset of at least 1 KB in the build's output folder, once it is written. */
export async function precompressDir(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((file) => TEXT_ASSET.test(file));
  await Promise.all(files.map(compressFile));
}

/** Compresses one file written outside a Vite build (when it is at least 1 KB). */
export const precompressFile = compressFile;
