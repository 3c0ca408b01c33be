import { Router, type Request } from 'express';
import { emailBody, linkTokenBody, passwordResetBody, SIGN_IN_PATHS, type PasswordResetAnswer } from '@lexa/common';
import { roleOf } from '../../users/public-user';
import type { Config } from '../../config';
import { rateLimiter } from '../../http/rate-limit';
import { parse } from '../../http/validation';
import type { AuthService } from '../service';
import { sessionOriginOf } from '../sessions/sign-in-sessions';
import type { RecoveryService } from './service';

export const RESET_LINK_SENT = 'If an account exists for that email, a password reset link has been sent.';
export const LOGIN_LINK_SENT = 'If an account exists for that email, a login link has been sent.';
export const PASSWORD_RESET = 'Your password has been reset. You can now sign in.';
const TOO_MANY = 'Too many requests. Please try again in a few minutes.';

/** The address a link is requested for, normalised as the body schema does, so changing its case does not reset the count. */
const requestedEmail = (req: Request): string | undefined =>
  typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : undefined;

/** Sign-in links, password reset and the intake's e-mail check. Mounted under /api/auth beside the sign-in routes. */
export function recoveryRoutes(
  recovery: RecoveryService,
  auth: AuthService,
  limits: Config['recoveryRateLimits'],
): Router {
  const router = Router();
  // Reset and sign-in links share one count per address and one per inbox: both are mail sent to that inbox.
  const linkLimits = [
    rateLimiter(limits.linkPerIp, TOO_MANY),
    rateLimiter(limits.linkPerEmail, TOO_MANY, { key: requestedEmail }),
  ];
  const redeemLimit = rateLimiter(limits.redeemPerIp, TOO_MANY, { failuresOnly: true });

  router.post('/forgot-password', ...linkLimits, (req, res) => {
    recovery.requestPasswordReset(parse(emailBody, req.body).email);
    res.json({ message: RESET_LINK_SENT });
  });

  router.post('/magic-login', ...linkLimits, (req, res) => {
    recovery.requestLoginLink(parse(emailBody, req.body).email);
    res.json({ message: LOGIN_LINK_SENT });
  });

  router.post('/reset-password', redeemLimit, async (req, res) => {
    const body = parse(passwordResetBody, req.body);
    const user = await recovery.resetPassword(body.token, body.password);
    const answer: PasswordResetAnswer = { message: PASSWORD_RESET, signInPath: SIGN_IN_PATHS[roleOf(user)] };
    res.json(answer);
  });

  router.post('/magic-verify', redeemLimit, async (req, res) => {
    const body = parse(linkTokenBody, req.body);
    res.json(await recovery.verifyLoginLink(body.token, sessionOriginOf(req)));
  });

  router.post('/check-email', rateLimiter(limits.checkEmailPerIp, TOO_MANY), async (req, res) => {
    res.json({ exists: await auth.emailExists(parse(emailBody, req.body).email) });
  });

  return router;
}
