import type { Role, UserSort } from '@lexa/common';
import type { Page } from '../platform/paging';
import type { Filter, Storage } from '../storage/port';
import { containsPattern } from '../storage/search-terms';
import type { User } from './user.schema';

export type NewUser = Pick<User, 'email' | 'username' | 'firstName' | 'lastName' | 'passwordHash'> &
  Partial<Pick<User, 'isAdmin' | 'isAttorney' | 'signupIp'>>;

/** Staff's user list: part of a name or e-mail (every word somewhere), and one role. */
export interface UserQuery {
  search: string;
  role?: Role;
}

/** The orders the store can give by an index; `requests` is not a user field (the service merges it in). */
export type StoredUserSort = Exclude<UserSort, 'requests'>;

/** Each order with the id as a tie-breaker, so pages never repeat or skip a row. */
const SORTS: Record<StoredUserSort, Record<string, 1 | -1>> = {
  signup: { createdAt: -1, id: -1 },
  name: { firstName: 1, lastName: 1, id: 1 },
  email: { email: 1 },
  lastLogin: { lastLogin: -1, id: -1 },
};

const ROLE_FILTERS: Record<Role, Filter> = {
  admin: { isAdmin: true },
  attorney: { isAdmin: false, isAttorney: true },
  client: { isAdmin: false, isAttorney: false },
};

export class UserRepository {
  constructor(private readonly storage: Storage) {}

  private get users() {
    return this.storage.collection('users');
  }

  findById(id: string) {
    return this.users.findById(id);
  }

  findByIds(ids: readonly string[]) {
    return ids.length ? this.users.find({ id: { $in: [...ids] } }) : Promise.resolve([]);
  }

  findByEmail(email: string) {
    return this.users.findOne({ email: email.toLowerCase() });
  }

  create(user: NewUser) {
    return this.users.insert(user);
  }

  /** Active accounts with the admin flag: the staff who receive admin notifications. */
  findActiveAdmins() {
    return this.users.find({ isAdmin: true, isActive: true });
  }

  /** The account's own name and e-mail (the e-mail index is unique: a taken one throws DuplicateKeyError). */
  updateProfile(id: string, changes: Partial<Pick<User, 'firstName' | 'lastName' | 'email' | 'username'>>) {
    return this.users.updateOne({ id }, { $set: changes });
  }

  setPasswordHash(id: string, passwordHash: string) {
    return this.users.updateOne({ id }, { $set: { passwordHash } });
  }

  recordLogin(id: string, ip: string) {
    return this.users.updateOne({ id }, { $set: { lastLogin: new Date(), lastIp: ip } });
  }

  count() {
    return this.users.count({});
  }

  /** Every attorney account by name (staff's attorney list and assign select; a firm has dozens, not thousands). */
  findAttorneys() {
    return this.users.find(ROLE_FILTERS.attorney, { sort: { firstName: 1, lastName: 1 }, limit: 1000 });
  }

  /**
   * The store filter of a user query. The search matches parts of words (a picker is typed into letter by letter),
   * which the text index cannot; every word must appear in the first name, last name or e-mail. `extra` narrows it.
   */
  private static filterOf({ search, role }: UserQuery, extra: Filter = {}): Filter {
    const words = search.split(/\s+/).filter(Boolean).slice(0, 8);
    return {
      ...extra,
      ...(role ? ROLE_FILTERS[role] : {}),
      ...(words.length
        ? {
            $and: words.map((word) => ({
              $or: ['firstName', 'lastName', 'email'].map((field) => ({ [field]: { $regex: containsPattern(word) } })),
            })),
          }
        : {}),
    };
  }

  /** One page of matching accounts in `sort` order (newest first by default), and how many match. */
  list(query: UserQuery, page: Page, sort: StoredUserSort = 'signup', extra?: Filter): Promise<[User[], number]> {
    const filter = UserRepository.filterOf(query, extra);
    return Promise.all([
      this.users.find(filter, { sort: SORTS[sort], skip: page.skip, limit: page.limit }),
      this.users.count(filter),
    ]);
  }

  /** The matching accounts among `ids` (for orders the service computes), unpaged. */
  findMatching(query: UserQuery, ids: readonly string[]): Promise<User[]> {
    return ids.length
      ? this.users.find(UserRepository.filterOf(query, { id: { $in: [...ids] } }))
      : Promise.resolve([]);
  }

  /** The Users tab's cards: every account, the active ones, and those created since `since`. */
  async summary(since: Date): Promise<{ total: number; active: number; newSince: number }> {
    const [total, active, newSince] = await Promise.all([
      this.users.count({}),
      this.users.count({ isActive: true }),
      this.users.count({ createdAt: { $gte: since } }),
    ]);
    return { total, active, newSince };
  }

  /** Signs the account out everywhere at once: an inactive account's tokens identify nobody. */
  deactivate(id: string) {
    return this.users.updateOne({ id }, { $set: { isActive: false } });
  }

  delete(id: string) {
    return this.users.deleteOne({ id });
  }
}
