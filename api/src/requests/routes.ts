import { Router } from 'express';
import { z } from 'zod';
import { STATUS_FILTERS, type StatusFilter } from '@lexa/common';
import { callerOf, requireRole } from '../auth/guards';
import { fields, parse } from '../http/validation';
import type { LegalRequestService } from './service';

const pagingQuery = z.strictObject({ page: fields.page, pageSize: fields.pageSize });
const adminListQuery = pagingQuery.extend({
  status: z.enum(Object.keys(STATUS_FILTERS) as [StatusFilter, ...StatusFilter[]]).default('all'),
});
const idParams = z.strictObject({ id: fields.id });

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
    const { status, ...paging } = parse(adminListQuery, req.query);
    res.json(await requests.listForAdmin(status, paging));
  });

  router.delete('/dashboard/requests/:id', async (req, res) => {
    const { id } = parse(idParams, req.params);
    await requests.delete(id);
    res.status(204).end();
  });

  return router;
}
