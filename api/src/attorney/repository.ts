import type { Storage } from '../storage/port';
import type { AssignmentRecord, AttorneyProfileRecord } from './attorney.schema';

const MAX_ASSIGNMENTS = 200;
/** An assignment still in force: a withdrawn one gives nothing, not even a card on the dashboard. */
const IN_FORCE = { status: { $ne: 'withdrawn' } };

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
      .find({ attorneyId, ...IN_FORCE }, { sort: { assignedAt: -1 }, limit: MAX_ASSIGNMENTS });
  }

  /** Whether the attorney works this request (an assignment not withdrawn). */
  async isAssigned(attorneyId: string, requestId: string): Promise<boolean> {
    return (await this.storage.collection('assignments').count({ attorneyId, requestId, ...IN_FORCE })) > 0;
  }

  /** The assignments in force on a request, oldest first. */
  assignmentsOn(requestId: string) {
    return this.storage
      .collection('assignments')
      .find({ requestId, ...IN_FORCE }, { sort: { assignedAt: 1 }, limit: MAX_ASSIGNMENTS });
  }

  /** The attorneys who work a request now (who hear when its client writes). */
  async attorneysOn(requestId: string): Promise<string[]> {
    return [...new Set((await this.assignmentsOn(requestId)).map((assignment) => assignment.attorneyId))];
  }

  /** Ends the attorney's work on a request; returns how many assignments it ended (0: there was none). */
  withdraw(attorneyId: string, requestId: string) {
    return this.storage
      .collection('assignments')
      .updateMany({ attorneyId, requestId, ...IN_FORCE }, { $set: { status: 'withdrawn' } });
  }

  /** Per attorney, how many requests they are actively assigned to. */
  activeCounts(attorneyIds: readonly string[]) {
    return this.storage
      .collection('assignments')
      .countBy('attorneyId', { attorneyId: { $in: [...attorneyIds] }, status: 'active' });
  }

  findProfilesByUsers(userIds: readonly string[]) {
    return this.storage.collection('attorneyProfiles').find({ userId: { $in: [...userIds] } });
  }

  /** Staff's verification of an attorney's profile; null when the attorney has none yet. */
  setVerified(userId: string, isVerified: boolean) {
    return this.storage.collection('attorneyProfiles').updateOne({ userId }, { $set: { isVerified } });
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
