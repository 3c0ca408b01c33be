import { Router } from 'express';
import { callerOf } from '../auth/guards';
import type { AttorneyService } from './service';

/** Mounted under /api/attorney after the tree guard (login and public/ are let through by it). */
export function attorneyRoutes(attorneys: AttorneyService): Router {
  const router = Router();

  router.get('/dashboard', async (req, res) => {
    res.json(await attorneys.dashboard(callerOf(req).user));
  });

  return router;
}
