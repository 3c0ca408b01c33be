import { Router, type RequestHandler } from 'express';
import { passwordChangeBody, profileChangesBody, type PasswordChanged } from '@lexa/common';
import { parse } from '../http/validation';
import { callerOf, requireRole } from './guards';
import type { AuthService } from './service';

/**
 * The signed-in user's own profile (the dashboards' Profile sections), mounted under /api/auth. `limiter` is the
 * sign-in limiter: a wrong current password counts as a failed sign-in, so a stolen token cannot guess it freely.
 */
export function profileRoutes(auth: AuthService, limiter: RequestHandler): Router {
  const router = Router();

  router.patch('/me', requireRole(), async (req, res) => {
    const changes = parse(profileChangesBody, req.body);
    res.json({ user: await auth.updateProfile(callerOf(req).user, changes) });
  });

  router.post('/change-password', requireRole(), limiter, async (req, res) => {
    const { currentPassword, newPassword } = parse(passwordChangeBody, req.body);
    const token = await auth.changePassword(callerOf(req), currentPassword, newPassword);
    res.json({ message: 'Your password has been changed.', token } satisfies PasswordChanged);
  });

  return router;
}
