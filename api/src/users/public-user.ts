import { sessionUserSchema, type Role, type SessionUser } from '@lexa/common';
import type { User } from './user.schema';

export const roleOf = (user: Pick<User, 'isAdmin' | 'isAttorney'>): Role =>
  user.isAdmin ? 'admin' : user.isAttorney ? 'attorney' : 'client';

export const fullName = (user: Pick<User, 'firstName' | 'lastName'>): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');

/** What a browser may know about a user: never the hash, never internal flags beyond roles. */
export const toSessionUser = (user: User): SessionUser => sessionUserSchema.parse(user);
