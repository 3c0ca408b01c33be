import { Router, type RequestHandler } from 'express';
import { idParams, pagingQuery, REVIEW_MAX_FILE_SIZE, REVIEW_MESSAGES, reviewFields } from '@lexa/common';
import { callerOf, requireRole } from '../../auth/guards';
import { acceptUploads, type UploadContext, type UploadPolicy } from '../../platform/files/uploads';
import { HttpError } from '../../http/errors';
import { sendStream } from '../../platform/files/send-stream';
import { parse } from '../../http/validation';
import type { DocumentReviewService } from './service';

/** Review uploads (signed-in spec §5): PDF or DOCX by content, 10 MB, one file per review. */
const reviewUploads: UploadPolicy = {
  kinds: ['pdf', 'docx'],
  maxFileSize: REVIEW_MAX_FILE_SIZE,
  maxFiles: 1,
  messages: {
    unsupportedFormat: () => REVIEW_MESSAGES.invalidType,
    unsupportedExtension: () => REVIEW_MESSAGES.invalidType,
    tooLarge: () => REVIEW_MESSAGES.tooLarge,
    tooMany: async () => 'Please upload one document per review.',
  },
};

export interface ReviewRouteOptions {
  uploads: UploadContext;
}

/** Mounted under /api/documents: a client's own reviews (admins have their own, like any client). */
export function documentReviewRoutes(reviews: DocumentReviewService, { uploads: context }: ReviewRouteOptions): Router {
  const router = Router();
  router.use(requireRole('client', 'admin'));
  const uploads = acceptUploads(context, reviewUploads, 'file');

  const mayStart: RequestHandler = async (req, _res, next) => {
    await reviews.assertCanStart(callerOf(req).user.id);
    next();
  };
  const start: RequestHandler = async (req, res) => {
    const { reviewInstructions } = parse(reviewFields, req.body);
    const [upload] = req.uploads ?? [];
    if (!upload)
      throw new HttpError(400, 'VALIDATION_FAILED', 'Please choose a PDF or DOCX file to review', [
        { path: 'file', message: 'Required' },
      ]);
    res.status(202).json({ review: await reviews.start(callerOf(req).user.id, upload, reviewInstructions) });
  };
  router.post('/review', mayStart, uploads.receive, start, uploads.discardOnError);

  router.get('/reviews', async (req, res) => {
    res.json(await reviews.list(callerOf(req).user.id, parse(pagingQuery, req.query)));
  });

  router.get('/reviews/:id', async (req, res) => {
    const { id } = parse(idParams, req.params);
    res.json({ review: await reviews.get(callerOf(req).user.id, id) });
  });

  router.post('/reviews/:id/retry', async (req, res) => {
    const { id } = parse(idParams, req.params);
    res.status(202).json({ review: await reviews.retry(callerOf(req).user.id, id) });
  });

  router.get('/reviews/:id/pdf', async (req, res) => {
    const { id } = parse(idParams, req.params);
    const { filename, content } = await reviews.openReport(callerOf(req).user.id, id);
    res.attachment(filename);
    res.set({ 'Content-Type': 'application/pdf', 'Cache-Control': 'private, no-store' });
    await sendStream(res, content);
  });

  return router;
}
