import { Router } from 'express';
import { emptyObject, idParams, notificationListQuery } from '@lexa/common';
import { callerOf, requireRole } from '../auth/guards';
import { parse } from '../http/validation';
import type { NotificationService } from './service';

/** The caller's own notifications, whatever their role. Mounted under /api/notifications. */
export function notificationRoutes(notifications: NotificationService): Router {
  const router = Router();
  router.use(requireRole());

  router.get('/', async (req, res) => {
    const { limit, before } = parse(notificationListQuery, req.query);
    res.json(await notifications.list(callerOf(req).user.id, limit, before));
  });

  // The fixed paths come before `/:id/read`, so they can never be read as an id.
  router.patch('/read-all', async (req, res) => {
    parse(emptyObject, req.body);
    await notifications.markAllRead(callerOf(req).user.id);
    res.status(204).end();
  });

  router.delete('/clear', async (req, res) => {
    parse(emptyObject, req.body);
    await notifications.clear(callerOf(req).user.id);
    res.status(204).end();
  });

  router.patch('/:id/read', async (req, res) => {
    const { id } = parse(idParams, req.params);
    parse(emptyObject, req.body);
    await notifications.markRead(callerOf(req).user.id, id);
    res.status(204).end();
  });

  return router;
}
