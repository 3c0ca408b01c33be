import type { Storage } from '../../storage/port';
import type { AuthTokenRecord, TokenPurpose } from './auth-token.schema';

export type NewAuthToken = Pick<AuthTokenRecord, 'userId' | 'purpose' | 'tokenHash' | 'expiresAt' | 'issuedBy'>;

export class AuthTokenRepository {
  constructor(private readonly storage: Storage) {}

  private get tokens() {
    return this.storage.collection('authTokens');
  }

  /**
   * Stores a new token after dropping the user's older ones of the same purpose (used or not) and any that are
   * spent or expired, so each user holds at most one live token per purpose and nothing dead piles up.
   */
  async replace(token: NewAuthToken, now: Date): Promise<void> {
    await this.tokens.deleteMany({
      userId: token.userId,
      $or: [{ purpose: token.purpose }, { usedAt: { $ne: null } }, { expiresAt: { $lte: now } }],
    });
    await this.tokens.insert(token);
  }

  /** Marks a live token used in one atomic step, so two redemptions of the same token cannot both win. */
  consume(tokenHash: string, purposes: readonly TokenPurpose[], now: Date): Promise<AuthTokenRecord | null> {
    return this.tokens.updateOne(
      { tokenHash, purpose: { $in: [...purposes] }, usedAt: null, expiresAt: { $gt: now } },
      { $set: { usedAt: now } },
    );
  }

  /** Drops every token of the user not yet used. */
  revokeUnused(userId: string): Promise<number> {
    return this.tokens.deleteMany({ userId, usedAt: null });
  }
}
