import type { AdminUser, AdminUserPage } from '@lexa/common';
import { toPage, type Paging } from '../platform/paging';
import type { LegalRequestRepository } from '../requests/repository';
import type { UserQuery, UserRepository } from './repository';
import type { User } from './user.schema';

export interface AdminUserDependencies {
  users: Pick<UserRepository, 'list'>;
  requests: Pick<LegalRequestRepository, 'countPerClient'>;
}

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

/** Accounts as admins manage them (the Users tab, the New Message recipient picker). */
export class AdminUserService {
  constructor(private readonly deps: AdminUserDependencies) {}

  async list(query: UserQuery & Paging): Promise<AdminUserPage> {
    const [users, total] = await this.deps.users.list(query, toPage(query));
    const counts = await this.deps.requests.countPerClient(users.map((user) => user.id));
    return {
      users: users.map((user) => toAdminUser(user, counts[user.id] ?? 0)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
