import { Router } from 'express';
import { attorneySlugParams } from '@lexa/common';
import { callerOf } from '../auth/guards';
import { parse } from '../http/validation';
import type { AttorneyService } from './service';

/** Mounted under /api/attorney after the tree guard (login and public/ are let through by it). */
export function attorneyRoutes(attorneys: AttorneyService): Router {
  const router = Router();

  router.get('/dashboard', async (req, res) => {
    res.json(await attorneys.dashboard(callerOf(req).user));
  });

  router.get('/public/profile/:slug', async (req, res) => {
    const { slug } = parse(attorneySlugParams, req.params);
    res.json({ profile: await attorneys.publicProfile(slug) });
  });

  return router;
}
