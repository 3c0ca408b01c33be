import type { Storage } from '../storage/port';
import type { ReviewRecord } from './review.schema';

export class ReviewRepository {
  constructor(private readonly storage: Storage) {}

  private get reviews() {
    return this.storage.collection('reviews');
  }

  findForRequest(requestId: string) {
    return this.reviews.findOne({ requestId });
  }

  /** The unique request index makes a second review of one request a DuplicateKeyError. */
  create(review: Pick<ReviewRecord, 'requestId' | 'clientId' | 'attorneyIds' | 'rating' | 'comment'>) {
    return this.reviews.insert(review);
  }

  setHidden(id: string, hidden: boolean) {
    return this.reviews.updateOne({ id }, { $set: { hidden, updatedAt: new Date() } });
  }

  /** What staff moderate: every review naming this attorney, hidden ones too, newest first. */
  allFor(attorneyId: string) {
    return this.reviews.find({ attorneyIds: attorneyId }, { sort: { createdAt: -1 } });
  }

  /** What a profile shows: the visible reviews naming this attorney, newest first. */
  visibleFor(attorneyId: string) {
    return this.reviews.find({ attorneyIds: attorneyId, hidden: false }, { sort: { createdAt: -1 } });
  }
}
