import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Role } from '@lexa/common';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** The stored sign-in session the token belongs to (see SignInSessions). */
  sid: string;
}

/** Signed bearer tokens (HS256) carrying the caller's id, role and session. */
export class TokenService {
  /** Built once: jsonwebtoken would otherwise derive a key object from the string on every call. */
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  /** Each token is unique (its own `jti`), even two for one session in the same second. */
  issue(claims: TokenClaims): string {
    return jwt.sign({ role: claims.role, sid: claims.sid }, this.key, {
      subject: claims.sub,
      expiresIn: this.ttlSeconds,
      algorithm: 'HS256',
      issuer: 'lexa',
      jwtid: randomUUID(),
    });
  }

  /** Null for anything not signed by us, expired, malformed, or without a session. */
  verify(token: string): TokenClaims | null {
    try {
      const payload = jwt.verify(token, this.key, { algorithms: ['HS256'], issuer: 'lexa' });
      if (typeof payload !== 'object' || typeof payload.sub !== 'string') return null;
      const { role, sid } = payload as { role?: unknown; sid?: unknown };
      if (role !== 'client' && role !== 'admin' && role !== 'attorney') return null;
      if (typeof sid !== 'string' || !sid) return null;
      return { sub: payload.sub, role, sid };
    } catch {
      return null;
    }
  }
}
