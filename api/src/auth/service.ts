import { randomBytes } from 'node:crypto';
import type { AuthResponse, ProfileChanges, Role, SessionUser, SignupInput } from '@lexa/common';
import { HttpError } from '../http/errors';
import { DuplicateKeyError } from '../storage/port';
import { roleOf, toSessionUser } from '../users/public-user';
import type { NewUser, UserRepository } from '../users/repository';
import type { User } from '../users/user.schema';
import type { SignedInCaller } from './guards';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionOrigin, SignInSessions } from './sessions/sign-in-sessions';
import type { TokenService } from './tokens';

/** An account the product creates itself (the first start's seed), with its password in the clear until hashed. */
export type NewAccount = Omit<NewUser, 'passwordHash'> & { password: string };

export const INVALID_CREDENTIALS = 'Invalid email or password';
const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

export class AuthService {
  /** Compared against when the e-mail is unknown, so both paths cost the same (no account probing by timing). */
  private decoyHash: Promise<string>;

  constructor(
    private readonly users: UserRepository,
    private readonly tokens: TokenService,
    private readonly sessions: SignInSessions,
    private readonly hashCost: number,
  ) {
    this.decoyHash = hashPassword('decoy-password', hashCost);
  }

  hash(password: string): Promise<string> {
    return hashPassword(password, this.hashCost);
  }

  async signup(input: SignupInput, origin: SessionOrigin): Promise<AuthResponse> {
    if (await this.users.findByEmail(input.email)) throw emailTaken();
    try {
      const user = await this.users.create({
        email: input.email,
        username: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash: await this.hash(input.password),
        signupIp: origin.ip,
      });
      return await this.session(user, origin);
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw emailTaken();
      throw error;
    }
  }

  /** Whether the store holds any account yet (the first start seeds an empty one). */
  async hasAccounts(): Promise<boolean> {
    return (await this.users.count()) > 0;
  }

  /** Creates an account without a session: a seeded one, whose password is hashed like a signup's. */
  async createAccount({ password, ...account }: NewAccount): Promise<User> {
    return this.users.create({ ...account, passwordHash: await this.hash(password) });
  }

  /**
   * An account staff create for someone (an attorney): its password is random and never shown, so nobody can sign in
   * until the owner sets one from the mailed link. A taken e-mail is refused like at signup.
   */
  async createInvitedAccount(account: Omit<NewUser, 'passwordHash'>): Promise<User> {
    if (await this.users.findByEmail(account.email)) throw emailTaken();
    try {
      return await this.users.create({
        ...account,
        passwordHash: await this.hash(randomBytes(32).toString('base64url')),
      });
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw emailTaken();
      throw error;
    }
  }

  /** Passport's verify step: the active user behind these credentials, or null. */
  async verifyCredentials(email: string, password: string): Promise<User | null> {
    const user = await this.users.findByEmail(email);
    if (!user) {
      await verifyPassword(password, await this.decoyHash);
      return null;
    }
    const valid = await verifyPassword(password, user.passwordHash);
    return valid && user.isActive ? user : null;
  }

  /** Issues a session for a verified user, refusing one whose role does not fit the door they used. */
  async completeLogin(user: User, origin: SessionOrigin, requiredRole?: Role): Promise<AuthResponse> {
    if (requiredRole && roleOf(user) !== requiredRole)
      throw new HttpError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    await this.users.recordLogin(user.id, origin.ip);
    return this.session(user, origin);
  }

  /** Whether any account, active or not, holds this e-mail (signup would refuse it). */
  async emailExists(email: string): Promise<boolean> {
    return (await this.users.findByEmail(email)) !== null;
  }

  /** The caller's own name and e-mail. An e-mail another account holds is refused, case-insensitively. */
  async updateProfile(user: User, changes: ProfileChanges): Promise<SessionUser> {
    const update: Parameters<UserRepository['updateProfile']>[1] = {};
    if (changes.firstName !== undefined) update.firstName = changes.firstName;
    if (changes.lastName !== undefined) update.lastName = changes.lastName;
    if (changes.email !== undefined && changes.email !== user.email) {
      const holder = await this.users.findByEmail(changes.email);
      if (holder && holder.id !== user.id) throw emailTaken();
      update.email = changes.email;
      // The username starts as the e-mail (signup); it follows the e-mail unless it was changed to something else.
      if (user.username === user.email) update.username = changes.email;
    }
    try {
      const updated = Object.keys(update).length ? await this.users.updateProfile(user.id, update) : user;
      return toSessionUser(updated ?? user);
    } catch (error) {
      if (error instanceof DuplicateKeyError) throw emailTaken();
      throw error;
    }
  }

  /**
   * A new password for a signed-in user who proves they know the current one. Every other session ends (whoever knew
   * the old password is signed out); the caller's goes on, with a fresh token returned.
   */
  async changePassword(
    { user, role, sessionId }: SignedInCaller,
    currentPassword: string,
    newPassword: string,
  ): Promise<string> {
    if (!(await verifyPassword(currentPassword, user.passwordHash))) {
      throw new HttpError(400, 'VALIDATION_FAILED', WRONG_CURRENT_PASSWORD, [
        { path: 'currentPassword', message: WRONG_CURRENT_PASSWORD },
      ]);
    }
    await this.users.setPasswordHash(user.id, await this.hash(newPassword));
    await this.sessions.endAll(user.id, sessionId);
    return this.tokens.issue({ sub: user.id, role, sid: sessionId });
  }

  /** Ends every session of the user: a password reset, a staff reset, a deleted or deactivated account. */
  signOutEverywhere(userId: string): Promise<void> {
    return this.sessions.endAll(userId);
  }

  /**
   * A new session for `user` without recording a login (signup; a staff-sent sign-in link is not the user signing
   * in, but it is a session of its own that can be ended).
   */
  async session(user: User, origin: SessionOrigin): Promise<AuthResponse> {
    const sid = await this.sessions.start(user.id, origin);
    return { token: this.tokens.issue({ sub: user.id, role: roleOf(user), sid }), user: toSessionUser(user) };
  }
}

const emailTaken = () => new HttpError(409, 'EMAIL_TAKEN', 'An account with this email already exists');
