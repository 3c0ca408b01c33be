import { staffAttorneySchema, type NewAttorneyBody, type StaffAttorney } from '@lexa/common';
import type { RecoveryService } from '../auth/recovery/service';
import type { AuthService } from '../auth/service';
import { HttpError, notFound } from '../http/errors';
import type { UserRepository } from '../users/repository';
import type { User } from '../users/user.schema';
import type { AttorneyProfileRecord } from './attorney.schema';
import type { AttorneyRepository } from './repository';

export interface AttorneyAccountDependencies {
  users: Pick<UserRepository, 'findById' | 'findAttorneys'>;
  attorneys: Pick<AttorneyRepository, 'findProfilesByUsers' | 'activeCounts' | 'setVerified'>;
  accounts: Pick<AuthService, 'createInvitedAccount'>;
  links: Pick<RecoveryService, 'mailSetPasswordLink'>;
}

function toStaffAttorney(user: User, profile: AttorneyProfileRecord | undefined, activeAssignments: number) {
  return staffAttorneySchema.parse({
    ...user,
    profileStatus: profile ? (profile.isPublic ? 'public' : 'private') : 'none',
    isVerified: profile?.isVerified ?? false,
    displayName: profile?.displayName ?? null,
    slug: profile?.slug ?? null,
    activeAssignments,
  });
}

/** Attorney accounts as staff manage them: created by staff (no self-service), verified by staff only. */
export class AttorneyAccountService {
  constructor(private readonly deps: AttorneyAccountDependencies) {}

  async list(): Promise<StaffAttorney[]> {
    return this.describe(await this.deps.users.findAttorneys());
  }

  /** Creates the account with no usable password and mails the set-password link after the response. */
  async create(input: Required<NewAttorneyBody>): Promise<StaffAttorney> {
    const user = await this.deps.accounts.createInvitedAccount({
      email: input.email,
      username: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      isAttorney: true,
    });
    this.deps.links.mailSetPasswordLink(user.id);
    return toStaffAttorney(user, undefined, 0);
  }

  /** Verification belongs to the profile: an attorney without one has nothing to verify yet. */
  async setVerification(attorneyId: string, isVerified: boolean): Promise<StaffAttorney> {
    const user = await this.findAttorney(attorneyId);
    if (!(await this.deps.attorneys.setVerified(user.id, isVerified)))
      throw new HttpError(409, 'CONFLICT', 'This attorney has not created a profile yet');
    return (await this.describe([user]))[0]!;
  }

  /** An active attorney account, or 404 (a client's or admin's id is no attorney). */
  async findAttorney(attorneyId: string): Promise<User> {
    const user = await this.deps.users.findById(attorneyId);
    if (!user || !user.isAttorney || user.isAdmin) throw notFound('Attorney');
    return user;
  }

  private async describe(users: User[]): Promise<StaffAttorney[]> {
    const ids = users.map((user) => user.id);
    const [profiles, counts] = await Promise.all([
      ids.length ? this.deps.attorneys.findProfilesByUsers(ids) : [],
      ids.length ? this.deps.attorneys.activeCounts(ids) : ({} as Record<string, number>),
    ]);
    const byUser = new Map(profiles.map((profile) => [profile.userId, profile]));
    return users.map((user) => toStaffAttorney(user, byUser.get(user.id), counts[user.id] ?? 0));
  }
}
