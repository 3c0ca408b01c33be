import {
  EMAIL_EDIT_MESSAGES,
  type AdminEmailChange,
  type AdminUser,
  type AdminUserActionResult,
  type AdminUserPage,
  type EmailHistory,
  type UserSort,
} from '@lexa/common';
import type { AuditEvent, AuditTrail } from '../audit/service';
import type { Caller } from '../auth/guards';
import type { RecoveryService } from '../auth/recovery/service';
import type { AuthService } from '../auth/service';
import { HttpError, notFound } from '../http/errors';
import type { Clock } from '../platform/clock';
import { toPage, type Paging } from '../platform/paging';
import type { LegalRequestRepository } from '../requests/repository';
import type { SettingsService } from '../settings/service';
import { DuplicateKeyError } from '../storage/port';
import type { AccountErasureRepository } from './account-erasure';
import type { EmailHistoryRepository } from './email-history-repository';
import type { UserQuery, UserRepository } from './repository';
import type { User } from './user.schema';

export interface AdminUserDependencies {
  users: UserRepository;
  history: EmailHistoryRepository;
  erasure: AccountErasureRepository;
  requests: Pick<LegalRequestRepository, 'countPerClient' | 'countForEveryClient' | 'idsOfClient'>;
  /** The request deletion (its conversation, files and belongings), reused for each of a deleted account's requests. */
  deleteRequest(admin: Caller, requestId: string): Promise<void>;
  recovery: Pick<RecoveryService, 'sendAdminMagicLink' | 'sendPasswordResetLink'>;
  /** Ends every session of an account (a staff reset, a deletion). */
  accounts: Pick<AuthService, 'signOutEverywhere'>;
  settings: Pick<SettingsService, 'get'>;
  clock: Clock;
  audit: Pick<AuditTrail, 'record'>;
}

/** Where an admin action came from, recorded in the user's history. */
export interface ActionOrigin {
  ipAddress: string;
  userAgent: string;
}

const fullName = (user: Pick<User, 'firstName' | 'lastName'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');

const toAdminUser = (user: User, requestCount: number): AdminUser => ({
  id: user.id,
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  isAdmin: user.isAdmin,
  isAttorney: user.isAttorney,
  isActive: user.isActive,
  requestCount,
  createdAt: user.createdAt.toISOString(),
  updatedAt: user.updatedAt.toISOString(),
  lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
});

const emailTaken = () => new HttpError(409, 'EMAIL_TAKEN', EMAIL_EDIT_MESSAGES.taken);

/** Accounts as admins manage them (the Users tab, the New Message recipient picker). */
export class AdminUserService {
  constructor(private readonly deps: AdminUserDependencies) {}

  async list(query: UserQuery & Paging & { sort?: UserSort }): Promise<AdminUserPage> {
    const sort = query.sort ?? 'signup';
    const [[users, total], summary] = await Promise.all([
      sort === 'requests' ? this.pageByRequests(query) : this.deps.users.list(query, toPage(query), sort),
      this.summary(),
    ]);
    const counts = await this.deps.requests.countPerClient(users.map((user) => user.id));
    return {
      users: users.map((user) => toAdminUser(user, counts[user.id] ?? 0)),
      total,
      page: query.page,
      pageSize: query.pageSize,
      summary,
    };
  }

  /**
   * Most requests first. The count is no user field, so: one grouped count over the requests' client index, the
   * matching accounts with requests ordered by it (ties newest first), then the accounts without any, newest first,
   * paged by the store. Only accounts with requests are ever held in memory.
   */
  private async pageByRequests(query: UserQuery & Paging): Promise<[User[], number]> {
    const counts = await this.deps.requests.countForEveryClient();
    const withRequests = (await this.deps.users.findMatching(query, Object.keys(counts))).sort(
      (a, b) => counts[b.id]! - counts[a.id]! || b.createdAt.getTime() - a.createdAt.getTime(),
    );
    const { skip, limit } = toPage(query);
    const head = withRequests.slice(skip, skip + limit);
    const [rest, restTotal] = await this.deps.users.list(
      query,
      { skip: Math.max(0, skip - withRequests.length), limit: limit - head.length },
      'signup',
      { id: { $nin: withRequests.map((user) => user.id) } },
    );
    return [[...head, ...(head.length < limit ? rest : [])], withRequests.length + restTotal];
  }

  private async summary(): Promise<AdminUserPage['summary']> {
    const midnight = this.deps.clock();
    midnight.setHours(0, 0, 0, 0);
    const [{ total, active, newSince }, counts] = await Promise.all([
      this.deps.users.summary(midnight),
      this.deps.requests.countForEveryClient(),
    ]);
    return { totalUsers: total, activeUsers: active, withRequests: Object.keys(counts).length, newToday: newSince };
  }

  private async target(id: string): Promise<User> {
    const user = await this.deps.users.findById(id);
    if (!user) throw notFound('User');
    return user;
  }

  /**
   * An admin changes a user's e-mail: `oldEmail` must still be the current one (two admins editing at once), the new
   * one nobody else's. The change is recorded with who made it and from where.
   */
  async changeEmail(admin: Caller, id: string, change: AdminEmailChange, origin: ActionOrigin): Promise<AdminUser> {
    const user = await this.target(id);
    if (change.oldEmail !== undefined && change.oldEmail !== user.email)
      throw new HttpError(409, 'CONFLICT', 'This e-mail address was changed meanwhile. Reload and try again.');
    let updated = user;
    if (change.email !== user.email) {
      const owner = await this.deps.users.findByEmail(change.email);
      if (owner && owner.id !== user.id) throw emailTaken();
      try {
        updated = (await this.deps.users.updateProfile(user.id, { email: change.email })) ?? user;
      } catch (error) {
        // Another account took the address between the check and the write.
        if (error instanceof DuplicateKeyError) throw emailTaken();
        throw error;
      }
      await this.record(admin, user, 'email-change', user.email, change.email, origin, null);
      await this.audit(admin, user, 'user.email_changed', { email: { from: user.email, to: change.email } });
    }
    const counts = await this.deps.requests.countPerClient([user.id]);
    return toAdminUser(updated, counts[user.id] ?? 0);
  }

  async emailHistory(id: string): Promise<EmailHistory> {
    await this.target(id);
    const rows = await this.deps.history.forUser(id);
    return {
      history: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        oldEmail: row.oldEmail,
        newEmail: row.newEmail,
        adminName: row.adminName,
        adminId: row.adminId,
        changedAt: row.changedAt.toISOString(),
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
        sentTo: row.sentTo,
      })),
    };
  }

  /**
   * A 30-minute link signing in as the user, mailed to the admin e-mail (the setting); noted in the user's history,
   * since signing in as someone is acting as them.
   */
  async sendMagicLink(admin: Caller, id: string, origin: ActionOrigin): Promise<AdminUserActionResult> {
    const user = await this.target(id);
    if (!user.isActive)
      throw new HttpError(400, 'VALIDATION_FAILED', 'This account is deactivated: no magic link can sign in to it.');
    const adminEmail = await this.deps.settings.get('admin_email');
    await this.deps.recovery.sendAdminMagicLink(user, adminEmail, admin.user.id);
    await this.record(admin, user, 'magic-link', user.email, user.email, origin, adminEmail);
    await this.audit(admin, user, 'user.magic_link_sent', { sentTo: adminEmail });
    return { message: `Magic link sent to ${adminEmail}. It expires in 30 minutes.` };
  }

  /**
   * Mails the user a link to choose a new password. Staff reset a password when an account may be in the wrong hands,
   * so every session of it ends now.
   */
  async sendPasswordReset(admin: Caller, id: string): Promise<AdminUserActionResult> {
    const user = await this.target(id);
    if (!user.isActive)
      throw new HttpError(400, 'VALIDATION_FAILED', 'This account is deactivated: it cannot reset its password.');
    await this.deps.accounts.signOutEverywhere(user.id);
    await this.deps.recovery.sendPasswordResetLink(user);
    await this.audit(admin, user, 'user.password_reset_sent', { sentTo: user.email });
    return { message: `A password reset link was sent to ${user.email}.` };
  }

  /**
   * Deletes a non-admin account and everything only it owns. It is deactivated and its sessions ended first, so its
   * tokens and live sockets stop working at once; its requests go through the request deletion; the account record goes last, so a deletion cut short can
   * be repeated.
   */
  async delete(admin: Caller, id: string): Promise<AdminUserActionResult> {
    const user = await this.target(id);
    if (user.isAdmin) throw new HttpError(403, 'FORBIDDEN', 'Admin accounts cannot be deleted.');
    await this.deps.users.deactivate(user.id);
    await this.deps.accounts.signOutEverywhere(user.id);
    const requestIds = await this.deps.requests.idsOfClient(user.id);
    for (const requestId of requestIds) await this.deps.deleteRequest(admin, requestId);
    await this.deps.erasure.eraseBelongings(user.id);
    await this.deps.users.delete(user.id);
    await this.audit(admin, user, 'user.deleted', { email: user.email, requests: requestIds.length });
    return { message: 'User deleted.' };
  }

  private audit(admin: Caller, user: User, action: AuditEvent['action'], changes: AuditEvent['changes']) {
    return this.deps.audit.record(admin, {
      action,
      targetType: 'user',
      targetId: user.id,
      subjectUserId: user.id,
      changes,
    });
  }

  private async record(
    admin: Caller,
    user: User,
    kind: 'email-change' | 'magic-link',
    oldEmail: string,
    newEmail: string,
    origin: ActionOrigin,
    sentTo: string | null,
  ): Promise<void> {
    await this.deps.history.append({
      userId: user.id,
      kind,
      oldEmail,
      newEmail,
      adminId: admin.user.id,
      adminName: fullName(admin.user),
      changedAt: this.deps.clock(),
      ipAddress: origin.ipAddress.slice(0, 100),
      userAgent: origin.userAgent.slice(0, 500),
      sentTo,
    });
  }
}
