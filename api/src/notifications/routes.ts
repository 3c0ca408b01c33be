import { Router } from 'express';
import { z } from 'zod';
import { callerOf, requireRole } from '../auth/guards';
import { fields, parse } from '../http/validation';
import type { NotificationService } from './service';

const listQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(100).default(50) });
const noBody = z.strictObject({});
const idParams = z.strictObject({ id: fields.id });

/** The caller's own notifications, whatever their role. Mounted under /api/notifications. */
export function notificationRoutes(notifications: NotificationService): Router {
  const router = Router();
  router.use(requireRole());

  router.get('/', async (req, res) => {
    const { limit } = parse(listQuery, req.query);
    res.json(await notifications.list(callerOf(req).user.id, limit));
  });

  // The fixed paths come before `/:id/read`, so they can never be read as an id.
  router.patch('/read-all', async (req, res) => {
    parse(noBody, req.body);
    await notifications.markAllRead(callerOf(req).user.id);
    res.status(204).end();
  });

  router.delete('/clear', async (req, res) => {
    parse(noBody, req.body);
    await notifications.clear(callerOf(req).user.id);
    res.status(204).end();
  });

  router.patch('/:id/read', async (req, res) => {
    const { id } = parse(idParams, req.params);
    parse(noBody, req.body);
    await notifications.markRead(callerOf(req).user.id, id);
    res.status(204).end();
  });

  return router;
}
