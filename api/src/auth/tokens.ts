import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Role } from '@lexa/common';

export interface TokenClaims {
  sub: string;
  role: Role;
}

/** Signed bearer tokens (HS256) carrying the caller's id and role. */
export class TokenService {
  /** Built once: jsonwebtoken would otherwise derive a key object from the string on every call. */
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  issue(claims: TokenClaims): string {
    return jwt.sign({ role: claims.role }, this.key, {
      subject: claims.sub,
      expiresIn: this.ttlSeconds,
      algorithm: 'HS256',
      issuer: 'lexa',
    });
  }

  /** Null for anything not signed by us, expired, or malformed. */
  verify(token: string): TokenClaims | null {
    try {
      const payload = jwt.verify(token, this.key, { algorithms: ['HS256'], issuer: 'lexa' });
      if (typeof payload !== 'object' || typeof payload.sub !== 'string') return null;
      const role = (payload as { role?: unknown }).role;
      if (role !== 'client' && role !== 'admin' && role !== 'attorney') return null;
      return { sub: payload.sub, role };
    } catch {
      return null;
    }
  }
}
