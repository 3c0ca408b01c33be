import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { z } from 'zod';
import { callerOf, requireRole } from '../auth/guards';
import { fields, parse } from '../http/validation';
import type { FileService } from './service';

const idParams = z.strictObject({ id: fields.id });

/** Mounted under /api/files. */
export function fileRoutes(files: FileService): Router {
  const router = Router();

  router.get('/download/:id', requireRole(), async (req, res) => {
    const { id } = parse(idParams, req.params);
    const { file, content } = await files.openForDownload(id, callerOf(req));
    // res.attachment writes both filename= and the RFC 5987 filename*= form, so non-ASCII names survive.
    res.attachment(file.originalName);
    res.set({ 'Content-Type': file.mimeType, 'Content-Length': String(file.size), 'Cache-Control': 'private, no-store' });
    try {
      await pipeline(content, res);
    } catch (error) {
      // Once bytes are on the wire no error body can follow; a broken download just ends the connection.
      if (!res.headersSent) throw error;
      res.destroy();
    }
  });

  return router;
}
