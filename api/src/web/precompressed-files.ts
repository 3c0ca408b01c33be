import { stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import express, { type Request, type RequestHandler, type Response } from 'express';

/** What tooling/precompress.ts writes a `.br` and a `.gz` twin for (at least 1 KB). */
const COMPRESSIBLE = /\.(m?js|css|html|json|svg|txt)$/;
const TWINS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface CachePolicy {
  /** Whether the file (its absolute path) never changes under its name, such as a file with a content hash. */
  immutable: (file: string) => boolean;
  /** Cache-Control of the other files, which are revalidated by their ETag. */
  revalidated: string;
  /** Headers every file gets besides. */
  headers?: Record<string, string>;
}

/** The absolute path a request names inside `dir`, or null when it names none (bad escapes, `..`, NUL). */
function requestedFile(dir: string, req: Request): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(req.path);
  } catch {
    return null;
  }
  const file = join(dir, relative);
  return relative.includes('\0') || !file.startsWith(dir + sep) ? null : file;
}

/** The precompressed twin of the requested file the browser accepts, best first, or null. */
async function acceptedTwin(file: string, req: Request): Promise<(typeof TWINS)[number] | null> {
  for (const twin of TWINS) {
    if (!req.acceptsEncodings(twin.encoding)) continue;
    const found = await stat(file + twin.suffix).catch(() => null);
    if (found?.isFile()) return twin;
  }
  return null;
}

/**
 * express.static over `dir` that sends the build's brotli or gzip twin of a text file when the browser accepts that
 * encoding (with the original's Content-Type; Content-Length and ETag are the twin's), cached as `policy` says. Only
 * `X-Content-Type-Options` of the document's security headers rides along: the rest concern documents. An immutable
 * file is never revalidated nor fetched in ranges, so it goes without ETag, Last-Modified and Accept-Ranges: a page
 * loads some fifty such files, and those headers would add about 5 KB to it.
 */
export function precompressedFiles(dir: string, policy: CachePolicy): RequestHandler {
  const serveWith = (cacheControl: string, validators: boolean) =>
    express.static(dir, {
      index: false,
      etag: validators,
      lastModified: validators,
      acceptRanges: validators,
      setHeaders: (res: Response) => {
        res.set({ 'X-Content-Type-Options': 'nosniff', 'Cache-Control': cacheControl, ...policy.headers });
      },
    });
  const serveImmutable = serveWith(IMMUTABLE, false);
  const serveRevalidated = serveWith(policy.revalidated, true);
  return async (req, res, next) => {
    const file = requestedFile(dir, req);
    const serve = file && policy.immutable(file) ? serveImmutable : serveRevalidated;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE.test(req.path) || !file) {
      return serve(req, res, next);
    }
    res.vary('Accept-Encoding');
    const twin = await acceptedTwin(file, req);
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
