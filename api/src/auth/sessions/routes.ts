import { Router } from 'express';
import { emptyObject, idParams, type ActiveSession } from '@lexa/common';
import { notFound } from '../../http/errors';
import { parse } from '../../http/validation';
import { describeAgent, operatingSystem } from '../../platform/user-agent';
import { callerOf, requireRole } from '../guards';
import type { SignInSession } from './sign-in-session.schema';
import type { SignInSessions } from './sign-in-sessions';

const DEVICE_NAMES = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' } as const;

function toActiveSession(session: SignInSession, currentId: string): ActiveSession {
  const { deviceType, browser } = describeAgent(session.userAgent);
  const os = operatingSystem(session.userAgent);
  return {
    id: session.id,
    browser: browser === 'Unknown' ? 'Unknown browser' : os ? `${browser} on ${os}` : browser,
    device: DEVICE_NAMES[deviceType],
    ipAddress: session.ipAddress,
    signedInAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    current: session.id === currentId,
  };
}

/** Logout and the signed-in user's own sessions (Profile → Active sessions). Mounted under /api/auth. */
export function sessionRoutes(sessions: SignInSessions): Router {
  const router = Router();

  router.post('/logout', requireRole(), async (req, res) => {
    const caller = callerOf(req);
    await sessions.end(caller.user.id, caller.sessionId);
    res.status(204).end();
  });

  router.get('/sessions', requireRole(), async (req, res) => {
    parse(emptyObject, req.query);
    const caller = callerOf(req);
    const live = await sessions.list(caller.user.id);
    res.json({ sessions: live.map((session) => toActiveSession(session, caller.sessionId)) });
  });

  // "End all other sessions": every device but this one is signed out (this one ends with Log out).
  router.delete('/sessions', requireRole(), async (req, res) => {
    parse(emptyObject, req.query);
    const caller = callerOf(req);
    await sessions.endAll(caller.user.id, caller.sessionId);
    res.status(204).end();
  });

  router.delete('/sessions/:id', requireRole(), async (req, res) => {
    const { id } = parse(idParams, req.params);
    if (!(await sessions.end(callerOf(req).user.id, id))) throw notFound('Session');
    res.status(204).end();
  });

  return router;
}
