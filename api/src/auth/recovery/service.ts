import type { AuthResponse } from '@lexa/common';
import type { AuditTrail } from '../../audit/service';
import { HttpError } from '../../http/errors';
import type { BackgroundTasks } from '../../platform/background-tasks';
import type { Mailer } from '../../platform/mail/mailer';
import { reasonOf, type SystemReports } from '../../platform/system-reports/system-reports';
import type { UserRepository } from '../../users/repository';
import type { User } from '../../users/user.schema';
import type { CallOrigin } from '../guards';
import type { AuthService } from '../service';
import type { TokenPurpose } from './auth-token.schema';
import { LINK_MAILS, LINK_PATHS } from './mails';
import type { SingleUseTokens } from './single-use-tokens';

const invalidResetLink = () =>
  new HttpError(400, 'INVALID_TOKEN', 'This password reset link is invalid or has expired.');
const invalidLoginLink = () => new HttpError(400, 'INVALID_TOKEN', 'Invalid or expired login link');

/** Password reset, sign-in links (the client's own and the ones staff send), and set-password links for new accounts. */
export class RecoveryService {
  constructor(
    private readonly tokens: SingleUseTokens,
    private readonly users: UserRepository,
    private readonly auth: AuthService,
    private readonly mailer: Mailer,
    private readonly background: BackgroundTasks,
    private readonly reports: Pick<SystemReports, 'record'>,
    private readonly publicUrl: string,
    private readonly audit: Pick<AuditTrail, 'record'>,
  ) {}

  /** Mails a reset link if the e-mail belongs to an active account; see `afterResponse`. */
  requestPasswordReset(email: string): void {
    this.afterResponse(email, 'password reset link', (user) => this.mailLink('reset', user));
  }

  /** Mails a 15-minute sign-in link if the e-mail belongs to an active account; see `afterResponse`. */
  requestLoginLink(email: string): void {
    this.afterResponse(email, 'sign-in link', (user) => this.mailLink('magic', user));
  }

  /** Sets a new password from a reset or set-password link, spending it; answers whose password it was. */
  async resetPassword(token: string, password: string): Promise<User> {
    const redeemed = await this.redeem(token, ['reset', 'set-password']);
    if (!redeemed) throw invalidResetLink();
    const { user } = redeemed;
    await this.users.setPasswordHash(user.id, await this.auth.hash(password));
    // A new password closes every other way in that was still open (older reset, sign-in and staff links, and every
    // signed-in session: whoever knew the old password is signed out).
    await this.tokens.revokeUnused(user.id);
    await this.auth.signOutEverywhere(user.id);
    return user;
  }

  /**
   * Signs in with a sign-in link, spending it. A staff-sent link does not count as the user's own login: it is the
   * admin acting as the user, and the audit trail records it as theirs, from the address that used the link.
   */
  async verifyLoginLink(token: string, origin: CallOrigin): Promise<AuthResponse> {
    const redeemed = await this.redeem(token, ['magic', 'admin-magic']);
    if (!redeemed) throw invalidLoginLink();
    const { user, purpose, issuedBy } = redeemed;
    if (purpose !== 'admin-magic') return this.auth.completeLogin(user, origin);
    const admin = issuedBy ? await this.users.findById(issuedBy) : null;
    await this.audit.record(
      { user: admin ?? { id: issuedBy ?? 'unknown', email: '' }, role: 'admin', origin },
      { action: 'user.impersonated', targetType: 'user', targetId: user.id, subjectUserId: user.id },
    );
    return this.auth.session(user, origin);
  }

  /** For accounts created on someone's behalf (intake): a 7-day link to choose a password. Rejects if mail fails. */
  sendSetPasswordLink(user: User): Promise<void> {
    return this.mailLink('set-password', user);
  }

  /** After the response of a silent signup: the set-password link; a failure is logged and reported, not thrown. */
  mailSetPasswordLink(userId: string): void {
    this.background.run('set-password link', async () => {
      const user = await this.users.findById(userId);
      if (!user?.isActive) return;
      try {
        await this.sendSetPasswordLink(user);
      } catch (error) {
        await this.reports.record('error', 'signup', 'The set-password e-mail of a new account could not be sent', {
          userId,
          reason: reasonOf(error),
        });
        throw error;
      }
    });
  }

  /**
   * For the admin console: a 30-minute link signing in as `target`, mailed to the admin e-mail; `issuedBy` is the admin
   * who asked for it. Rejects if mail fails.
   */
  sendAdminMagicLink(target: User, adminEmail: string, issuedBy: string): Promise<void> {
    return this.mailLink('admin-magic', target, adminEmail, issuedBy);
  }

  /** For the admin console: mails `user` a password reset link now. Rejects if mail fails. */
  sendPasswordResetLink(user: User): Promise<void> {
    return this.mailLink('reset', user);
  }

  /**
   * The lookup, the token and the mail happen after the response, so the answer, its timing and a failing mail
   * server look the same whether or not the account exists.
   */
  private afterResponse(email: string, task: string, send: (user: User) => Promise<void>): void {
    this.background.run(task, async () => {
      const user = await this.users.findByEmail(email);
      if (user?.isActive) await send(user);
    });
  }

  private async mailLink(purpose: TokenPurpose, user: User, to = user.email, issuedBy?: string): Promise<void> {
    const token = await this.tokens.issue(user.id, purpose, issuedBy);
    await this.mailer.send({
      to,
      ...LINK_MAILS[purpose](user, `${this.publicUrl}${LINK_PATHS[purpose]}?token=${token}`),
    });
  }

  /** Spends the token and returns its active user; a token of a deleted or deactivated account opens nothing. */
  private async redeem(
    token: string,
    purposes: readonly TokenPurpose[],
  ): Promise<{ user: User; purpose: TokenPurpose; issuedBy: string | null } | null> {
    const redeemed = await this.tokens.redeem(token, purposes);
    const user = redeemed && (await this.users.findById(redeemed.userId));
    return redeemed && user?.isActive ? { user, purpose: redeemed.purpose, issuedBy: redeemed.issuedBy } : null;
  }
}
