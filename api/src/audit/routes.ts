import { Router } from 'express';
import { auditQuery } from '@lexa/common';
import { parse } from '../http/validation';
import type { AuditTrail } from './service';

/**
 * The trail's one call, a read: entries are never changed or removed, so there is no route that could. Mounted in
 * the guarded /api/admin tree.
 */
export function adminAuditRoutes(trail: AuditTrail): Router {
  const router = Router();

  router.get('/audit', async (req, res) => {
    res.json(await trail.list(parse(auditQuery, req.query)));
  });

  return router;
}
