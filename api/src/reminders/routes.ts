import { Router } from 'express';
import { autoReminderBody, emptyObject, idParams } from '@lexa/common';
import { callerOf } from '../auth/guards';
import { parse } from '../http/validation';
import type { ReminderService } from './service';

/** The request modal's two reminder calls (signed-in spec §7.2). Mounted in the guarded /api/admin tree. */
export function adminReminderRoutes(reminders: ReminderService): Router {
  const router = Router();

  router.post('/dashboard/requests/:id/send-reminder', async (req, res) => {
    const { id } = parse(idParams, req.params);
    parse(emptyObject, req.body);
    res.json(await reminders.sendNow(callerOf(req), id));
  });

  router.post('/dashboard/requests/:id/toggle-auto-reminder', async (req, res) => {
    const { id } = parse(idParams, req.params);
    const { enabled } = parse(autoReminderBody, req.body);
    res.json(await reminders.toggle(callerOf(req), id, enabled));
  });

  return router;
}
