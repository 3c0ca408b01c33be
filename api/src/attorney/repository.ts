import type { Storage } from '../storage/port';
import type { AssignmentRecord, AttorneyProfileRecord } from './attorney.schema';

const MAX_ASSIGNMENTS = 200;

export class AttorneyRepository {
  constructor(private readonly storage: Storage) {}

  findProfileByUser(userId: string) {
    return this.storage.collection('attorneyProfiles').findOne({ userId });
  }

  createProfile(
    profile: Partial<AttorneyProfileRecord> & Pick<AttorneyProfileRecord, 'userId' | 'displayName' | 'slug'>,
  ) {
    return this.storage.collection('attorneyProfiles').insert(profile);
  }

  assignmentsFor(attorneyId: string) {
    return this.storage
      .collection('assignments')
      .find({ attorneyId }, { sort: { assignedAt: -1 }, limit: MAX_ASSIGNMENTS });
  }

  /** Whether the attorney works this request (an assignment not withdrawn). */
  async isAssigned(attorneyId: string, requestId: string): Promise<boolean> {
    return (
      (await this.storage.collection('assignments').count({ attorneyId, requestId, status: { $ne: 'withdrawn' } })) > 0
    );
  }

  assign(attorneyId: string, requestId: string) {
    return this.storage.collection('assignments').insert({ attorneyId, requestId } as Partial<AssignmentRecord>);
  }

  /** The attorneys working a request now (assignments not withdrawn). */
  async servingAttorneys(requestId: string): Promise<string[]> {
    const active = await this.storage.collection('assignments').find({ requestId, status: { $ne: 'withdrawn' } });
    return [...new Set(active.map((assignment) => assignment.attorneyId))];
  }

  /** A deleted request's assignments go with it. */
  deleteForRequest(requestId: string) {
    return this.storage.collection('assignments').deleteMany({ requestId });
  }
}
