import { Router } from 'express';
import { emptyObject, fileDownloadQuery, idParams, pagingQuery } from '@lexa/common';
import { callerOf } from '../auth/guards';
import { parse } from '../http/validation';
import { sendStream } from '../platform/files/send-stream';
import type { FileService } from './service';

/** Mounted under /api/files. */
export function fileRoutes(files: FileService): Router {
  const router = Router();

  router.get('/download/:id', async (req, res) => {
    const { token } = parse(fileDownloadQuery, req.query);
    const caller = token ? null : callerOf(req);
    const { id } = parse(idParams, req.params);
    const { file, content } = caller ? await files.openForDownload(id, caller) : await files.openByLink(id, token!);
    // res.attachment writes both filename= and the RFC 5987 filename*= form, so non-ASCII names survive.
    res.attachment(file.originalName);
    res.set({
      'Content-Type': file.mimeType,
      'Content-Length': String(file.size),
      'Cache-Control': 'private, no-store',
    });
    await sendStream(res, content);
  });

  return router;
}

/** The admin Files tab and "copy download link". Mounted under /api/admin (guarded there). */
export function adminFileRoutes(files: FileService): Router {
  const router = Router();

  router.get('/files', async (req, res) => {
    res.json(await files.listAll(callerOf(req), parse(pagingQuery, req.query)));
  });

  router.post('/files/:id/link', async (req, res) => {
    const { id } = parse(idParams, req.params);
    parse(emptyObject, req.body);
    res.json(await files.createLink(id, callerOf(req)));
  });

  return router;
}
