import { Router } from 'express';
import { idParams, reviewInput, reviewVisibilityInput } from '@lexa/common';
import { callerOf, requireRole } from '../auth/guards';
import { parse } from '../http/validation';
import type { ReviewService } from './service';

/** Mounted under /api/client: a client rates the attorneys of their own resolved request. */
export function clientReviewRoutes(reviews: ReviewService): Router {
  const router = Router();
  router.use('/requests/:id/review', requireRole('client'));

  router.get('/requests/:id/review', async (req, res) => {
    const { id } = parse(idParams, req.params);
    res.json(await reviews.stateFor(callerOf(req).user.id, id));
  });

  router.post('/requests/:id/review', async (req, res) => {
    const { id } = parse(idParams, req.params);
    const input = parse(reviewInput, req.body);
    res.status(201).json({ review: await reviews.create(callerOf(req).user.id, id, input) });
  });

  return router;
}

/** Mounted in the guarded /api/admin tree: staff list an attorney's reviews and hide or show one. */
export function adminReviewRoutes(reviews: ReviewService): Router {
  const router = Router();

  router.get('/attorneys/:id/reviews', async (req, res) => {
    const { id } = parse(idParams, req.params);
    res.json({ reviews: await reviews.listFor(id) });
  });

  router.patch('/reviews/:id', async (req, res) => {
    const { id } = parse(idParams, req.params);
    const { hidden } = parse(reviewVisibilityInput, req.body);
    res.json({ review: await reviews.setHidden(id, hidden) });
  });

  return router;
}
