import { Router, type RequestHandler } from 'express';
import { loginBody, signupBody, type Role } from '@lexa/common';
import type { Config } from '../config';
import { rateLimiter } from '../http/rate-limit';
import { parse } from '../http/validation';
import { toSessionUser } from '../users/public-user';
import { callerOf, requireRole } from './guards';
import { authenticateLocal, type PassportInstance } from './passport';

import type { AuthService } from './service';

/** Failed sign-ins per address and window; successful ones do not count. */
export function signInRateLimit(config: Config['loginRateLimit']): RequestHandler {
  return rateLimiter(config, 'Too many sign-in attempts. Please try again in a few minutes.', { failuresOnly: true });
}

/** POST handler for one sign-in door: validate, passport-local, role check, token. */
export function loginHandler(passport: PassportInstance, auth: AuthService, requiredRole?: Role): RequestHandler {
  return async (req, res) => {
    req.body = parse(loginBody, req.body);
    const user = await authenticateLocal(passport, req, res);
    res.json(await auth.completeLogin(user, req.ip ?? '', requiredRole));
  };
}

/** `afterSilentSignup` runs when the signup asked for a set-password link; it must not delay or fail the response. */
export function authRoutes(
  auth: AuthService,
  passport: PassportInstance,
  limiter: RequestHandler,
  afterSilentSignup: (userId: string) => void,
): Router {
  const router = Router();

  router.post('/signup', async (req, res) => {
    const { sendSetPasswordLink, ...input } = parse(signupBody, req.body);
    const session = await auth.signup(input, req.ip ?? '');
    if (sendSetPasswordLink) afterSilentSignup(session.user.id);
    res.status(201).json(session);
  });

  router.post('/login', limiter, loginHandler(passport, auth));

  router.get('/me', requireRole(), (req, res) => {
    res.json({ user: toSessionUser(callerOf(req).user) });
  });

  return router;
}
