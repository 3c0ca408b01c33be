import type { RequestHandler } from 'express';
import type { Role } from '@lexa/common';
import { forbidden, unauthenticated } from '../http/errors';
import { roleOf } from '../users/public-user';
import type { UserRepository } from '../users/repository';
import type { User } from '../users/user.schema';
import type { TokenService } from './tokens';

/** Where a call came from: the address (as the app's trust-proxy setting reads it) and the browser's agent. */
export interface CallOrigin {
  ip: string;
  userAgent: string;
}

export interface Caller {
  user: User;
  role: Role;
  /** Set for HTTP calls; the audit trail records it with each staff action. */
  origin?: CallOrigin;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by `identify` from the bearer token; never from anything else the browser sends. */
    caller?: Caller;
  }
}

/**
 * The caller behind a token. A deleted or deactivated user, or a token whose role no longer matches the
 * account, identifies nobody.
 */
export async function resolveCaller(
  tokens: TokenService,
  users: UserRepository,
  token: string,
): Promise<Caller | null> {
  const claims = tokens.verify(token);
  if (!claims) return null;
  const user = await users.findById(claims.sub);
  return user?.isActive && roleOf(user) === claims.role ? { user, role: claims.role } : null;
}

/** Reads the bearer token, if any. Never fails by itself: the guards below decide. */
export function identify(tokens: TokenService, users: UserRepository): RequestHandler {
  return async (req, _res, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    const caller = match ? await resolveCaller(tokens, users, match[1]!) : null;
    if (caller) req.caller = { ...caller, origin: { ip: req.ip ?? '', userAgent: req.get('user-agent') ?? '' } };
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

export function callerOf(req: Parameters<RequestHandler>[0]): Caller {
  if (!req.caller) throw unauthenticated();
  return req.caller;
}
