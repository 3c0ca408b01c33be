import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';

/** Below this, compression saves less than it costs. */
const MIN_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(application\/(.+\+)?json|text\/)/;

/**
 * Compresses the API's JSON (and text) answers of at least 1 KB with brotli or gzip, whichever the caller accepts.
 * It works on `res.send` bodies only: file downloads stream through `sendFile`/pipes, and the websocket never passes
 * through Express, so neither is touched. The brotli quality is moderate: answers are compressed per request.
 */
export const compressJson: RequestHandler = (req, res, next) => {
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    const type = String(res.get('Content-Type') ?? '');
    const text = typeof body === 'string' || Buffer.isBuffer(body);
    if (!text || !COMPRESSIBLE_TYPE.test(type) || res.get('Content-Encoding')) return send(body);
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body as string);
    if (bytes.length < MIN_BYTES) return send(body);
    res.vary('Accept-Encoding');
    const encoding = req.acceptsEncodings('br', 'gzip');
    if (encoding === 'br') {
      res.set('Content-Encoding', 'br');
      return send(brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    }
    if (encoding === 'gzip') {
      res.set('Content-Encoding', 'gzip');
      return send(gzipSync(bytes, { level: 6 }));
    }
    return send(body);
  };
  next();
};
