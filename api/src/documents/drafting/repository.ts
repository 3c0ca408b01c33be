import type { DocumentDraftStatus } from '@lexa/common';
import type { Page } from '../../platform/paging';
import type { Storage, Update } from '../../storage/port';
import type { DocumentDraftRecord } from './document-draft.schema';

export type NewDocumentDraft = Pick<DocumentDraftRecord, 'clientId' | 'title' | 'description'>;

/** Document drafts; every read and write of a client's draft is scoped by their id. */
export class DocumentDraftRepository {
  constructor(private readonly storage: Storage) {}

  private get drafts() {
    return this.storage.collection('documentDrafts');
  }

  create(draft: NewDocumentDraft) {
    return this.drafts.insert(draft);
  }

  findForClient(clientId: string, id: string) {
    return this.drafts.findOne({ id, clientId });
  }

  listForClient(clientId: string, page: Page) {
    return Promise.all([
      this.drafts.find({ clientId }, { sort: { createdAt: -1 }, ...page }),
      this.drafts.count({ clientId }),
    ]);
  }

  /** Applies `update` only while the draft is in one of `from`: the atomic step of each transition. */
  transition(clientId: string, id: string, from: DocumentDraftStatus[], update: Update) {
    return this.drafts.updateOne({ id, clientId, status: { $in: from } }, update);
  }

  delete(clientId: string, id: string) {
    return this.drafts.deleteOne({ id, clientId });
  }

  /** After a restart: drafts whose outline or completion was cut short. */
  listInterrupted() {
    return this.drafts.find({ status: { $in: ['generating', 'drafting'] } });
  }

  /** Used by recovery only, which acts on every client's drafts. */
  update(id: string, from: DocumentDraftStatus[], update: Update) {
    return this.drafts.updateOne({ id, status: { $in: from } }, update);
  }

  remove(id: string) {
    return this.drafts.deleteOne({ id });
  }
}
