import type { RequestHandler } from 'express';
import type { Role } from '@lexa/common';
import { forbidden, unauthenticated } from '../http/errors';
import { roleOf } from '../users/public-user';
import type { UserRepository } from '../users/repository';
import type { User } from '../users/user.schema';
import { sessionOriginOf, type SessionOrigin, type SignInSessions } from './sessions/sign-in-sessions';
import type { TokenService } from './tokens';

/** Where a call came from: the address (as the app's trust-proxy setting reads it) and the browser's agent. */
export type CallOrigin = SessionOrigin;

export interface Caller {
  user: User;
  role: Role;
  /** Set for HTTP calls; the audit trail records it with each staff action. */
  origin?: CallOrigin;
}

/** A caller identified by a token: it belongs to one sign-in session (logout ends it). */
export interface SignedInCaller extends Caller {
  sessionId: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by `identify` from the bearer token; never from anything else the browser sends. */
    caller?: SignedInCaller;
  }
}

export type CallerResolver = (token: string) => Promise<SignedInCaller | null>;

/**
 * The caller behind a token. A deleted or deactivated user, a token whose role no longer matches the account, or one
 * whose session has ended identifies nobody.
 */
export function callerResolver(tokens: TokenService, users: UserRepository, sessions: SignInSessions): CallerResolver {
  return async (token) => {
    const claims = tokens.verify(token);
    if (!claims) return null;
    const [user, live] = await Promise.all([users.findById(claims.sub), sessions.isLive(claims.sid, claims.sub)]);
    return live && user?.isActive && roleOf(user) === claims.role
      ? { user, role: claims.role, sessionId: claims.sid }
      : null;
  };
}

/**
 * Reads the bearer token, if any. Never fails by itself: the guards below decide. Any answer to a request that
 * carries credentials is personal, so no cache may keep it.
 */
export function identify(resolve: CallerResolver): RequestHandler {
  return async (req, res, next) => {
    const header = req.get('authorization');
    if (!header) return next();
    res.set('Cache-Control', 'no-store');
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const caller = match ? await resolve(match[1]!) : null;
    if (caller) req.caller = { ...caller, origin: sessionOriginOf(req) };
    next();
  };
}

/** 401 without a valid token; 403 when the caller's role is not among `roles` (any role when empty). */
export function requireRole(...roles: Role[]): RequestHandler {
  return (req, _res, next) => {
    if (!req.caller) return next(unauthenticated());
    if (roles.length && !roles.includes(req.caller.role)) return next(forbidden());
    next();
  };
}

/** Guards a whole tree before routing, so unknown paths under it answer 401/403 too. */
export function guardTree(role: Role, publicPaths: RegExp[]): RequestHandler {
  const guard = requireRole(role);
  return (req, res, next) => (publicPaths.some((path) => path.test(req.path)) ? next() : guard(req, res, next));
}

export function callerOf(req: Parameters<RequestHandler>[0]): SignedInCaller {
  if (!req.caller) throw unauthenticated();
  return req.caller;
}
