import jwt from 'jsonwebtoken';
import type { Role } from '@lexa/common';

export interface TokenClaims {
  sub: string;
  role: Role;
}

/** Signed bearer tokens (HS256) carrying the caller's id and role. */
export class TokenService {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds: number,
  ) {}

  issue(claims: TokenClaims): string {
    return jwt.sign({ role: claims.role }, this.secret, {
      subject: claims.sub,
      expiresIn: this.ttlSeconds,
      algorithm: 'HS256',
      issuer: 'lexa',
    });
  }

  /** Null for anything not signed by us, expired, or malformed. */
  verify(token: string): TokenClaims | null {
    try {
      const payload = jwt.verify(token, this.secret, { algorithms: ['HS256'], issuer: 'lexa' });
      if (typeof payload !== 'object' || typeof payload.sub !== 'string') return null;
      const role = (payload as { role?: unknown }).role;
      if (role !== 'client' && role !== 'admin' && role !== 'attorney') return null;
      return { sub: payload.sub, role };
    } catch {
      return null;
    }
  }
}
