import { Router } from 'express';
import { adminUserListQuery } from '@lexa/common';
import { parse } from '../http/validation';
import type { AdminUserService } from './service';

/** The admin's user management. Mounted under /api/admin (guarded there). */
export function adminUserRoutes(users: AdminUserService): Router {
  const router = Router();

  router.get('/users', async (req, res) => {
    res.json(await users.list(parse(adminUserListQuery, req.query)));
  });

  return router;
}
