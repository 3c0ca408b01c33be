import { Router, type Request, type RequestHandler } from 'express';
import { loginBody, signupBody, type Role } from '@lexa/common';
import type { Config } from '../config';
import { rateLimiter } from '../http/rate-limit';
import { parse } from '../http/validation';
import { toSessionUser } from '../users/public-user';
import { callerOf, requireRole } from './guards';
import { authenticateLocal, type PassportInstance } from './passport';
import type { AuthService } from './service';
import { sessionOriginOf } from './sessions/sign-in-sessions';

/**
 * The account a sign-in or password change is for: the signed-in user, else the e-mail typed (normalised as the body
 * schema does, so changing its case does not reset the count).
 */
const accountOf = (req: Request): string =>
  req.caller?.user.id ?? (typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '');

/**
 * Failed sign-ins per account and address; successful ones do not count. Keyed by both, so an office behind one
 * address is never locked out by one person's typos, and nobody can lock an account from elsewhere.
 */
export function signInRateLimit(config: Config['loginRateLimit']): RequestHandler {
  return rateLimiter(config, 'Too many sign-in attempts. Please try again in a few minutes.', {
    failuresOnly: true,
    key: (req) => `sign-in:${accountOf(req)}|${req.ip ?? ''}`,
  });
}

/** Accounts created per address and window (the intake wizard's silent signup goes through the same door). */
export function signupRateLimit(config: Config['signupRateLimit']): RequestHandler {
  return rateLimiter(config, 'Too many accounts created from your network. Please try again later.');
}

/** POST handler for one sign-in door: validate, passport-local, role check, token. */
export function loginHandler(passport: PassportInstance, auth: AuthService, requiredRole?: Role): RequestHandler {
  return async (req, res) => {
    req.body = parse(loginBody, req.body);
    const user = await authenticateLocal(passport, req, res);
    res.json(await auth.completeLogin(user, sessionOriginOf(req), requiredRole));
  };
}

/** `afterSilentSignup` runs when the signup asked for a set-password link; it must not delay or fail the response. */
export function authRoutes(
  auth: AuthService,
  passport: PassportInstance,
  limits: { signIn: RequestHandler; signup: RequestHandler },
  afterSilentSignup: (userId: string) => void,
): Router {
  const router = Router();

  router.post('/signup', limits.signup, async (req, res) => {
    const { sendSetPasswordLink, ...input } = parse(signupBody, req.body);
    const session = await auth.signup(input, sessionOriginOf(req));
    if (sendSetPasswordLink) afterSilentSignup(session.user.id);
    res.status(201).json(session);
  });

  router.post('/login', limits.signIn, loginHandler(passport, auth));

  router.get('/me', requireRole(), (req, res) => {
    res.json({ user: toSessionUser(callerOf(req).user) });
  });

  return router;
}
