import type { Page } from '../../platform/paging';
import type { Storage, Update } from '../../storage/port';
import type { DocumentReviewRecord } from './document-review.schema';

export type NewDocumentReview = Pick<
  DocumentReviewRecord,
  'clientId' | 'fileId' | 'originalFilename' | 'reviewInstructions'
>;

/** Document reviews; a client's reads are always scoped by their id. */
export class DocumentReviewRepository {
  constructor(private readonly storage: Storage) {}

  private get reviews() {
    return this.storage.collection('documentReviews');
  }

  create(review: NewDocumentReview) {
    return this.reviews.insert(review);
  }

  findForClient(clientId: string, id: string) {
    return this.reviews.findOne({ id, clientId });
  }

  listForClient(clientId: string, page: Page) {
    return Promise.all([
      this.reviews.find({ clientId }, { sort: { createdAt: -1 }, ...page }),
      this.reviews.count({ clientId }),
    ]);
  }

  countUnfinished(clientId: string) {
    return this.reviews.count({ clientId, status: { $in: ['pending', 'processing'] } });
  }

  /** Moves a review from one status to the next only if it is still in `from`: the atomic claim that keeps one worker per review. */
  transition(id: string, from: DocumentReviewRecord['status'][], update: Update) {
    return this.reviews.updateOne({ id, status: { $in: from } }, update);
  }

  /** Progress only moves while the review is being processed. */
  setProgress(id: string, progress: number) {
    return this.reviews.updateOne({ id, status: 'processing' }, { $set: { progress } });
  }

  /** After a restart: work that was running is queued again. */
  requeueProcessing() {
    return this.reviews.updateMany({ status: 'processing' }, { $set: { status: 'pending', progress: 0 } });
  }

  listPending() {
    return this.reviews.find({ status: 'pending' }, { sort: { createdAt: 1 } });
  }
}
