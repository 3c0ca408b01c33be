import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import type { AuthTokenRecord, TokenPurpose } from './auth-token.schema';
import type { AuthTokenRepository } from './repository';

export const MINUTE_MS = 60 * 1000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** How long each kind of link works (architecture §3; public spec §9; signed-in spec §9). */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  magic: 15 * MINUTE_MS,
  reset: 60 * MINUTE_MS,
  'set-password': 7 * DAY_MS,
  'admin-magic': 30 * MINUTE_MS,
};

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Random, hashed at rest, expiring, spent on first use. */
export class SingleUseTokens {
  constructor(
    private readonly repository: AuthTokenRepository,
    private readonly now: Clock,
  ) {}

  /** A fresh 256-bit token; the user's previous token of the same purpose stops working. */
  async issue(userId: string, purpose: TokenPurpose, issuedBy: string | null = null): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]);
    await this.repository.replace({ userId, purpose, tokenHash: hashToken(token), expiresAt, issuedBy }, now);
    return token;
  }

  /** Spends a live token of one of `purposes` and returns its record; null for anything used, expired or unknown. */
  redeem(token: string, purposes: readonly TokenPurpose[]): Promise<AuthTokenRecord | null> {
    return this.repository.consume(hashToken(token), purposes, this.now());
  }

  revokeUnused(userId: string): Promise<number> {
    return this.repository.revokeUnused(userId);
  }
}
