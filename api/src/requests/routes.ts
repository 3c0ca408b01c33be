import { Router, type RequestHandler } from 'express';
import { adminRequestListQuery, idParams, pagingQuery, requestSubmissionFields } from '@lexa/common';
import { callerOf, requireRole } from '../auth/guards';
import type { RateLimitRule } from '../config';
import type { FileKind } from '../platform/files/file-kinds';
import { acceptUploads, type UploadContext, type UploadPolicy } from '../platform/files/uploads';
import { rateLimiter } from '../http/rate-limit';
import { parse } from '../http/validation';
import type { LegalRequestService } from './service';
import type { RequestSubmissionService } from './submission-service';

/** The client dashboard's view of requests: always scoped to the caller. */
export function clientRequestRoutes(requests: LegalRequestService): Router {
  const router = Router();
  router.use(requireRole('client', 'admin'));

  router.get('/requests', async (req, res) => {
    const paging = parse(pagingQuery, req.query);
    res.json(await requests.listForClient(callerOf(req).user.id, paging));
  });

  router.get('/requests/:id', async (req, res) => {
    const { id } = parse(idParams, req.params);
    res.json({ request: await requests.getForClient(callerOf(req).user.id, id) });
  });

  return router;
}

/** Staff's view: every request, filtered by status group, with the filter counts. Mounted under /api/admin. */
export function adminRequestRoutes(requests: LegalRequestService): Router {
  const router = Router();

  router.get('/requests', async (req, res) => {
    const { status, search, ...paging } = parse(adminRequestListQuery, req.query);
    res.json(await requests.listForAdmin(status, paging, search || undefined));
  });

  return router;
}

/** The intake wizard's attachments (public spec §5, §9). */
const WIZARD_KINDS: FileKind[] = ['pdf', 'doc', 'docx', 'txt'];
const WIZARD_MAX_FILE_SIZE = 10 * 1024 * 1024;
const WIZARD_MAX_FILES = 10;

const unsupported = (file: string) =>
  `${file} is not a supported file type. Only PDF, DOC, DOCX, and TXT files are allowed.`;
const wizardUploads: UploadPolicy = {
  kinds: WIZARD_KINDS,
  maxFileSize: WIZARD_MAX_FILE_SIZE,
  maxFiles: WIZARD_MAX_FILES,
  messages: {
    unsupportedFormat: unsupported,
    unsupportedExtension: unsupported,
    tooLarge: (file) => `${file} is larger than 10MB. Please choose a smaller file.`,
    tooMany: async () => `You can attach at most ${WIZARD_MAX_FILES} files to one request.`,
  },
};

export interface SubmissionRouteOptions {
  uploads: UploadContext;
  limit: RateLimitRule;
}

/** Mounted under /api/requests: the wizard's submission (multipart, with files), for a signed-in client. */
export function requestSubmissionRoutes(
  submissions: RequestSubmissionService,
  { uploads: context, limit }: SubmissionRouteOptions,
): Router {
  const router = Router();
  const uploads = acceptUploads(context, wizardUploads);
  // Identity and the rate limit are checked before a single byte of a file is stored.
  const submitLimit = rateLimiter(limit, 'Too many requests submitted. Please try again in a few minutes.');

  const submit: RequestHandler = async (req, res) => {
    const input = parse(requestSubmissionFields, req.body);
    res.status(201).json(await submissions.submit(input, callerOf(req).user, req.uploads ?? []));
  };
  router.post('/submit', requireRole('client', 'admin'), submitLimit, uploads.receive, submit, uploads.discardOnError);

  return router;
}
