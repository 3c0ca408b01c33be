import type { Role } from '@lexa/common';
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
   * One page of accounts, newest first. The search matches parts of words (a picker is typed into letter by letter),
   * which the text index cannot; every word must appear in the first name, last name or e-mail.
   */
  list({ search, role }: UserQuery, page: Page): Promise<[User[], number]> {
    const words = search.split(/\s+/).filter(Boolean).slice(0, 8);
    const filter: Filter = {
      ...(role ? ROLE_FILTERS[role] : {}),
      ...(words.length
        ? {
            $and: words.map((word) => ({
              $or: ['firstName', 'lastName', 'email'].map((field) => ({ [field]: { $regex: containsPattern(word) } })),
            })),
          }
        : {}),
    };
    return Promise.all([
      this.users.find(filter, { sort: { createdAt: -1 }, skip: page.skip, limit: page.limit }),
      this.users.count(filter),
    ]);
  }
}
