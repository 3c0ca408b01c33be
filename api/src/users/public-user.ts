import type { Role, SessionUser } from '@lexa/common';
import type { User } from './user.schema';

export const roleOf = (user: Pick<User, 'isAdmin' | 'isAttorney'>): Role =>
  user.isAdmin ? 'admin' : user.isAttorney ? 'attorney' : 'client';

/** What a browser may know about a user: never the hash, never internal flags beyond roles. */
export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    username: user.username,
    isAdmin: user.isAdmin,
    isAttorney: user.isAttorney,
  };
}
