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
