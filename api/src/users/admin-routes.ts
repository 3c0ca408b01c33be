import { Router, type Request } from 'express';
import { adminEmailChangeBody, adminUserListQuery, emptyObject, idParams } from '@lexa/common';
import { callerOf } from '../auth/guards';
import { parse } from '../http/validation';
import type { ActionOrigin, AdminUserService } from './service';

const originOf = (req: Request): ActionOrigin => ({ ipAddress: req.ip ?? '', userAgent: req.get('user-agent') ?? '' });

/** The admin's user management. Mounted under /api/admin (guarded there). */
export function adminUserRoutes(users: AdminUserService): Router {
  const router = Router();

  router.get('/users', async (req, res) => {
    res.json(await users.list(parse(adminUserListQuery, req.query)));
  });

  router.patch('/users/:id/email', async (req, res) => {
    const { id } = parse(idParams, req.params);
    const body = parse(adminEmailChangeBody, req.body);
    res.json({ user: await users.changeEmail(callerOf(req), id, body, originOf(req)) });
  });

  router.get('/users/:id/email-history', async (req, res) => {
    res.json(await users.emailHistory(parse(idParams, req.params).id));
  });

  router.post('/users/:id/send-magic-link', async (req, res) => {
    const { id } = parse(idParams, req.params);
    parse(emptyObject, req.body ?? {});
    res.json(await users.sendMagicLink(callerOf(req), id, originOf(req)));
  });

  router.post('/users/:id/reset-password', async (req, res) => {
    const { id } = parse(idParams, req.params);
    parse(emptyObject, req.body ?? {});
    res.json(await users.sendPasswordReset(callerOf(req), id));
  });

  router.delete('/users/:id', async (req, res) => {
    const { id } = parse(idParams, req.params);
    res.json(await users.delete(callerOf(req), id));
  });

  return router;
}
