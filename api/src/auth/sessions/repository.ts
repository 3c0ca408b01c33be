import type { Storage } from '../../storage/port';
import type { SignInSession } from './sign-in-session.schema';

export type NewSignInSession = Pick<SignInSession, 'userId' | 'ipAddress' | 'userAgent' | 'lastSeenAt' | 'expiresAt'>;

export class SignInSessionRepository {
  constructor(private readonly storage: Storage) {}

  private get sessions() {
    return this.storage.collection('signInSessions');
  }

  /** Stores a new session after dropping the user's ended and expired ones, so nothing dead piles up. */
  async start(session: NewSignInSession, now: Date): Promise<SignInSession> {
    await this.sessions.deleteMany({
      userId: session.userId,
      $or: [{ endedAt: { $ne: null } }, { expiresAt: { $lte: now } }],
    });
    return this.sessions.insert(session);
  }

  findLive(id: string, now: Date): Promise<SignInSession | null> {
    return this.sessions.findOne({ id, endedAt: null, expiresAt: { $gt: now } });
  }

  listLive(userId: string, now: Date): Promise<SignInSession[]> {
    return this.sessions.find({ userId, endedAt: null, expiresAt: { $gt: now } }, { sort: { lastSeenAt: -1 } });
  }

  touch(id: string, now: Date): Promise<SignInSession | null> {
    return this.sessions.updateOne({ id }, { $set: { lastSeenAt: now } });
  }

  /** Ends one live session of `userId`; false when it is not theirs or already over. */
  async end(userId: string, id: string, now: Date): Promise<boolean> {
    return (await this.sessions.updateOne({ id, userId, endedAt: null }, { $set: { endedAt: now } })) !== null;
  }

  /** Ends every live session of `userId` except `keep`. */
  endAll(userId: string, now: Date, keep?: string): Promise<number> {
    return this.sessions.updateMany(
      { userId, endedAt: null, ...(keep && { id: { $ne: keep } }) },
      { $set: { endedAt: now } },
    );
  }
}
