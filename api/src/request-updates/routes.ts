import { Router, type RequestHandler } from 'express';
import {
  attorneyStatusBody,
  conversationQuery,
  emptyObject,
  idParams,
  pagingQuery,
  requestIdBody,
  requestStatusBody,
  requestUpdateBody,
  staffRequestUpdateBody,
} from '@lexa/common';
import { callerOf, requireRole } from '../auth/guards';
import { DASHBOARD_UPLOAD_KINDS, REQUEST_FILE_KINDS, attachmentPolicy } from '../platform/files/attachment-policy';
import type { FileService } from '../files/service';
import { acceptUploads, type UploadContext } from '../platform/files/uploads';
import { parse } from '../http/validation';
import type { Audience } from '../requests/access';
import type { RequestUpdateService } from './service';

export interface RequestUpdateRouteOptions {
  updates: RequestUpdateService;
  files: FileService;
  uploads: UploadContext;
}

/** The routes every party of a request shares, through its door. */
function conversationRoutes(
  router: Router,
  audience: Audience,
  { updates, uploads: context }: RequestUpdateRouteOptions,
): void {
  const uploads = acceptUploads(context, attachmentPolicy(REQUEST_FILE_KINDS));

  router.get('/requests/:id/updates', async (req, res) => {
    const { id } = parse(idParams, req.params);
    res.json(await updates.list(callerOf(req), id, audience, parse(conversationQuery, req.query)));
  });

  router.post('/requests/:id/updates', async (req, res) => {
    const { id } = parse(idParams, req.params);
    const input =
      audience === 'staff'
        ? parse(staffRequestUpdateBody, req.body)
        : { ...parse(requestUpdateBody, req.body), alias: '' };
    res.status(201).json(await updates.post(callerOf(req), id, audience, input));
  });

  router.get('/requests/:id/files', async (req, res) => {
    const { id } = parse(idParams, req.params);
    res.json(await updates.listFiles(callerOf(req), id, audience));
  });

  const upload: RequestHandler = async (req, res) => {
    const { id } = parse(idParams, req.params);
    parse(emptyObject, req.body);
    res.status(201).json(await updates.upload(callerOf(req), id, audience, req.uploads ?? []));
  };
  router.post('/requests/:id/files', uploads.receive, upload, uploads.discardOnError);
}

/** The client dashboard's request conversation and files (mounted under /api/dashboard): own requests only. */
export function clientRequestUpdateRoutes(options: RequestUpdateRouteOptions): Router {
  const { updates, files, uploads } = options;
  const router = Router();
  router.use(requireRole('client', 'admin'));
  conversationRoutes(router, 'client', options);

  router.get('/message-counts', async (req, res) => {
    res.json(await updates.messageCounts(callerOf(req).user.id));
  });

  router.get('/files', async (req, res) => {
    res.json(await files.listForOwner(callerOf(req).user.id, parse(pagingQuery, req.query)));
  });

  const dashboardUploads = acceptUploads(uploads, attachmentPolicy(DASHBOARD_UPLOAD_KINDS), 'file');
  const dashboardUpload: RequestHandler = async (req, res) => {
    const { requestId } = parse(requestIdBody, req.body);
    const { files: stored } = await updates.upload(callerOf(req), requestId, 'client', req.uploads ?? []);
    res.status(201).json({ file: stored[0], files: stored });
  };
  router.post('/files/upload', dashboardUploads.receive, dashboardUpload, dashboardUploads.discardOnError);

  return router;
}

/**
 * Staff's request conversation, mounted in the guarded /api/admin and /api/attorney trees: admins reach every
 * request, attorneys those assigned to them; attorneys set In Progress or Resolved, every other status, assignment
 * and deletion are the admins'.
 */
export function staffRequestUpdateRoutes(options: RequestUpdateRouteOptions, role: 'admin' | 'attorney'): Router {
  const { updates } = options;
  const router = Router();
  conversationRoutes(router, 'staff', options);

  router.get('/requests/:id', async (req, res) => {
    const { id } = parse(idParams, req.params);
    res.json(await updates.detail(callerOf(req), id));
  });

  if (role === 'attorney') {
    // An attorney moves their case forward or closes it; the other statuses are staff's.
    router.patch('/requests/:id/status', async (req, res) => {
      const { id } = parse(idParams, req.params);
      res.json(await updates.changeStatus(callerOf(req), id, parse(attorneyStatusBody, req.body)));
    });
    return router;
  }

  router.delete('/dashboard/requests/:id', async (req, res) => {
    const { id } = parse(idParams, req.params);
    await updates.deleteRequest(callerOf(req), id);
    res.status(204).end();
  });

  router.patch('/requests/:id/status', async (req, res) => {
    const { id } = parse(idParams, req.params);
    res.json(await updates.changeStatus(callerOf(req), id, parse(requestStatusBody, req.body)));
  });

  router.patch('/requests/:id/assign', async (req, res) => {
    const { id } = parse(idParams, req.params);
    parse(emptyObject, req.body);
    res.json(await updates.assignToSelf(callerOf(req), id));
  });

  return router;
}

/**
 * The request composer's two-step attachment (mounted under /api/files): upload the file, then link it to one of
 * the caller's requests, then post the update with its id.
 */
export function composerUploadRoutes(options: RequestUpdateRouteOptions): Router {
  const { updates } = options;
  const router = Router();
  const uploads = acceptUploads(options.uploads, attachmentPolicy(REQUEST_FILE_KINDS), 'file');

  const upload: RequestHandler = async (req, res) => {
    parse(emptyObject, req.body);
    res.status(201).json(await updates.uploadForComposer(callerOf(req), req.uploads ?? []));
  };
  router.post('/upload-message', requireRole('client', 'admin'), uploads.receive, upload, uploads.discardOnError);

  router.post('/:id/associate-request', requireRole('client', 'admin'), async (req, res) => {
    const { id } = parse(idParams, req.params);
    const { requestId } = parse(requestIdBody, req.body);
    res.json(await updates.associateFile(callerOf(req), id, requestId));
  });

  return router;
}
