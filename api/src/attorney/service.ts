import { assignmentSchema, attorneyProfileSchema, type AttorneyDashboard, type AttorneyProfile } from '@lexa/common';
import type { LegalRequestRepository } from '../requests/repository';
import type { User } from '../users/user.schema';
import type { AttorneyProfileRecord } from './attorney.schema';
import type { AttorneyRepository } from './repository';

const toProfile = (record: AttorneyProfileRecord): AttorneyProfile => attorneyProfileSchema.parse(record);

export class AttorneyService {
  constructor(
    private readonly attorneys: AttorneyRepository,
    private readonly requests: Pick<LegalRequestRepository, 'findByIds'>,
  ) {}

  /** Only the requests assigned to this attorney, never more. */
  async dashboard(attorney: User): Promise<AttorneyDashboard> {
    const [profile, assignments] = await Promise.all([
      this.attorneys.findProfileByUser(attorney.id),
      this.attorneys.assignmentsFor(attorney.id),
    ]);
    const requests = new Map(
      (await this.requests.findByIds(assignments.map((a) => a.requestId))).map((r) => [r.id, r]),
    );
    return {
      user: { firstName: attorney.firstName, lastName: attorney.lastName },
      profile: profile ? toProfile(profile) : null,
      assignments: assignments.flatMap((assignment) => {
        const request = requests.get(assignment.requestId);
        if (!request) return [];
        return [assignmentSchema.parse({ ...assignment, request })];
      }),
    };
  }

  /** A profile the product creates itself (the first start's seed). */
  createProfile(profile: Parameters<AttorneyRepository['createProfile']>[0]) {
    return this.attorneys.createProfile(profile);
  }

  assign(attorneyId: string, requestId: string) {
    return this.attorneys.assign(attorneyId, requestId);
  }
}
