import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { fields, parse } from '../http/validation';
import { callerOf, requireRole } from './guards';
import type { AuthService } from './service';

const profileBody = z
  .strictObject({
    firstName: fields.name.optional(),
    lastName: z.string().trim().max(100).optional(),
    email: fields.email.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to update');

const passwordBody = z.strictObject({
  currentPassword: z.string().min(1, 'Current password is required').max(200),
  newPassword: fields.newPassword,
});

/**
 * The signed-in user's own profile (the dashboards' Profile sections), mounted under /api/auth. `limiter` is the
 * sign-in limiter: a wrong current password counts as a failed sign-in, so a stolen token cannot guess it freely.
 */
export function profileRoutes(auth: AuthService, limiter: RequestHandler): Router {
  const router = Router();

  router.patch('/me', requireRole(), async (req, res) => {
    const changes = parse(profileBody, req.body);
    res.json({ user: await auth.updateProfile(callerOf(req).user, changes) });
  });

  router.post('/change-password', requireRole(), limiter, async (req, res) => {
    const { currentPassword, newPassword } = parse(passwordBody, req.body);
    await auth.changePassword(callerOf(req).user, currentPassword, newPassword);
    res.json({ message: 'Your password has been changed.' });
  });

  return router;
}
