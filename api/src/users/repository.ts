import type { Storage } from '../storage/port';
import type { User } from './user.schema';

export type NewUser = Pick<User, 'email' | 'username' | 'firstName' | 'lastName' | 'passwordHash'> &
  Partial<Pick<User, 'isAdmin' | 'isAttorney' | 'signupIp'>>;

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
}
