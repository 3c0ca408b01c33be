import type { DraftStatus } from '@lexa/common';
import { newestFirst, type Page } from '../platform/paging';
import type { Filter, Storage } from '../storage/port';
import { OPEN_DRAFT_STATUSES, type RequestDraftRecord } from './request-draft.schema';
import type { VisitorLogRecord } from './visitor-log.schema';

export type NewVisitorLog = Omit<VisitorLogRecord, 'id' | 'createdAt' | 'updatedAt' | 'visitedAt'>;
export type NewRequestDraft = Pick<
  RequestDraftRecord,
  'sessionId' | 'userId' | 'correlationId' | 'currentStep' | 'formData' | 'ipAddress' | 'lastUpdateIp'
>;
export type DraftChanges = Partial<
  Pick<
    RequestDraftRecord,
    'status' | 'currentStep' | 'formData' | 'lastUpdateIp' | 'lastSavedAt' | 'finalRequestId' | 'submissionError'
  >
>;

/** Who may touch a draft: its owner, or, while it has none, the session that created it. */
export interface DraftAccess {
  sessionId: string;
  userId: string | null;
}

/** The drafts `access` may open: the caller's own, or the session's anonymous ones. */
function accessible({ sessionId, userId }: DraftAccess): Filter {
  const anonymous = { sessionId, userId: null };
  return userId ? { $or: [{ userId }, anonymous] } : anonymous;
}

/** Visits and drafts of the intake wizard. */
export class IntakeRepository {
  constructor(private readonly storage: Storage) {}

  private get visits() {
    return this.storage.collection('visitorLogs');
  }

  private get drafts() {
    return this.storage.collection('requestDrafts');
  }

  logVisit(visit: NewVisitorLog) {
    return this.visits.insert(visit);
  }

  findVisit(correlationId: string) {
    return this.visits.findOne({ correlationId });
  }

  listVisits(page: Page) {
    return Promise.all([this.visits.find({}, newestFirst('visitedAt', page)), this.visits.count({})]);
  }

  createDraft(draft: NewRequestDraft) {
    return this.drafts.insert(draft);
  }

  async findOpenDraft(access: DraftAccess): Promise<RequestDraftRecord | null> {
    const filter = { ...accessible(access), status: { $in: [...OPEN_DRAFT_STATUSES] } };
    const [newest] = await this.drafts.find(filter, { sort: { lastSavedAt: -1 }, limit: 1 });
    return newest ?? null;
  }

  /**
   * Changes a draft `access` may open and that is still open, in one atomic step (a concurrent submit cannot be
   * overwritten by a late autosave). A signed-in caller claims an anonymous draft. Null when nothing matched.
   */
  updateOpenDraft(id: string, access: DraftAccess, changes: DraftChanges) {
    const filter = { id, ...accessible(access), status: { $in: [...OPEN_DRAFT_STATUSES] } };
    const claim = access.userId ? { userId: access.userId } : {};
    return this.drafts.updateOne(filter, { $set: { ...changes, ...claim } });
  }

  /** The draft if `access` may open it, whatever its status (to tell "already submitted" from "not yours"). */
  findAccessibleDraft(id: string, access: DraftAccess) {
    return this.drafts.findOne({ id, ...accessible(access) });
  }

  listDrafts(status: DraftStatus | undefined, page: Page) {
    const filter = status ? { status } : {};
    return Promise.all([this.drafts.find(filter, newestFirst('lastSavedAt', page)), this.drafts.count(filter)]);
  }
}
