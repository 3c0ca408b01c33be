import type { Clock } from '../../platform/clock';
import type { SignInSessionRepository } from './repository';
import type { SignInSession } from './sign-in-session.schema';

/** Where a sign-in came from, shown in the user's list of sessions. */
export interface SessionOrigin {
  ip: string;
  userAgent: string;
}

/** How long a live answer is trusted without asking the store: another API process's logout is seen within it. */
const CACHE_MS = 2_000;
/** `lastSeenAt` is written at most this often per session. */
const TOUCH_EVERY_MS = 60_000;
const MAX_CACHED = 10_000;

/**
 * The stored sessions behind tokens. Every authenticated request asks `isLive`; answers are cached briefly, and an
 * end in this process drops the cache entry at once, so an ended session is refused by the next request.
 */
export class SignInSessions {
  private readonly cache = new Map<string, { userId: string; until: number }>();
  /** Bumped by every end: a lookup that raced an end does not cache its stale "live". */
  private endings = 0;

  constructor(
    private readonly repository: SignInSessionRepository,
    private readonly clock: Clock,
    private readonly ttlSeconds: number,
  ) {}

  async start(userId: string, origin: SessionOrigin): Promise<string> {
    const now = this.clock();
    const session = await this.repository.start(
      {
        userId,
        ipAddress: origin.ip.slice(0, 100),
        userAgent: origin.userAgent.slice(0, 500),
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + this.ttlSeconds * 1000),
      },
      now,
    );
    return session.id;
  }

  async isLive(sessionId: string, userId: string): Promise<boolean> {
    const now = this.clock();
    const cached = this.cache.get(sessionId);
    if (cached && cached.userId === userId && cached.until > now.getTime()) return true;
    const endings = this.endings;
    const session = await this.repository.findLive(sessionId, now);
    if (!session || session.userId !== userId) {
      this.cache.delete(sessionId);
      return false;
    }
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await this.repository.touch(sessionId, now);
    if (endings === this.endings) this.remember(sessionId, userId, now.getTime() + CACHE_MS);
    return true;
  }

  list(userId: string): Promise<SignInSession[]> {
    return this.repository.listLive(userId, this.clock());
  }

  /** Ends one of the user's own sessions; false when there is no such live session of theirs. */
  async end(userId: string, sessionId: string): Promise<boolean> {
    this.endings += 1;
    this.cache.delete(sessionId);
    return this.repository.end(userId, sessionId, this.clock());
  }

  /** Ends every session of the user (a reset, a delete), or every one but `keep` (a password change). */
  async endAll(userId: string, keep?: string): Promise<void> {
    this.endings += 1;
    for (const [id, entry] of this.cache) if (entry.userId === userId && id !== keep) this.cache.delete(id);
    await this.repository.endAll(userId, this.clock(), keep);
  }

  private remember(sessionId: string, userId: string, until: number): void {
    if (this.cache.size >= MAX_CACHED) {
      const now = this.clock().getTime();
      for (const [id, entry] of this.cache) if (entry.until <= now) this.cache.delete(id);
      if (this.cache.size >= MAX_CACHED) this.cache.clear();
    }
    this.cache.set(sessionId, { userId, until });
  }
}

/** The address (honouring TRUST_PROXY through Express's `trust proxy`) and browser of a request. */
export const sessionOriginOf = (req: { ip?: string; get(name: string): string | undefined }): SessionOrigin => ({
  ip: req.ip ?? '',
  userAgent: req.get('user-agent') ?? '',
});
