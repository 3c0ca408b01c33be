import { stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import express, { type Request, type RequestHandler, type Response } from 'express';

/** What tooling/precompress.ts writes a `.br` and a `.gz` twin for (at least 1 KB). */
const COMPRESSIBLE = /\.(m?js|css|html|json|svg|txt)$/;
const TWINS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The precompressed twin of the requested file the browser accepts, best first, or null. */
async function acceptedTwin(dir: string, req: Request): Promise<(typeof TWINS)[number] | null> {
  let relative: string;
  try {
    relative = decodeURIComponent(req.path);
  } catch {
    return null;
  }
  const file = join(dir, relative);
  if (relative.includes('\0') || !file.startsWith(dir + sep)) return null;
  for (const twin of TWINS) {
    if (!req.acceptsEncodings(twin.encoding)) continue;
    const found = await stat(file + twin.suffix).catch(() => null);
    if (found?.isFile()) return twin;
  }
  return null;
}

/**
 * express.static over `dir` that sends the build's brotli or gzip twin of a text file when the browser accepts that
 * encoding (with the original's Content-Type; Content-Length and ETag are the twin's), and `headers` on every file.
 * Only `X-Content-Type-Options` of the document's security headers rides along: the rest concern documents.
 */
export function precompressedFiles(dir: string, headers: (path: string) => Record<string, string>): RequestHandler {
  const serve = express.static(dir, {
    index: false,
    setHeaders: (res: Response, path: string) => {
      res.set({ 'X-Content-Type-Options': 'nosniff', ...headers(path.replace(/\.(br|gz)$/, '')) });
    },
  });
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE.test(req.path)) return serve(req, res, next);
    res.vary('Accept-Encoding');
    const twin = await acceptedTwin(dir, req);
    if (!twin) return serve(req, res, next);
    const url = req.url;
    res.type(extname(req.path)).set('Content-Encoding', twin.encoding);
    req.url = url.replace(/^[^?]*/, (path) => path + twin.suffix);
    serve(req, res, (error?: unknown) => {
      // The twin vanished between the look-up and the send (a build replaced it): whatever answers next is not it.
      req.url = url;
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      next(error);
    });
  };
}
