import {
  publicReviewSchema,
  reviewSchema,
  type PublicReview,
  type RequestReviewState,
  type Review,
  type ReviewInput,
} from '@lexa/common';
import { forbidden, HttpError, notFound } from '../http/errors';
import type { LegalRequestRecord } from '../requests/request.schema';
import { DuplicateKeyError } from '../storage/port';
import type { ReviewRepository } from './repository';

/** Requests a client may rate: the work on them is done. */
const FINISHED = ['resolved', 'closed'];

export interface ReviewDependencies {
  reviews: ReviewRepository;
  requests: { findById(id: string): Promise<LegalRequestRecord | null> };
  /** The attorneys actively assigned to a request (not withdrawn). */
  servingAttorneys(requestId: string): Promise<string[]>;
}

export interface RatingSummary {
  overallRating: number | null;
  totalReviews: number;
}

/** How many of the newest visible reviews a profile page shows. */
export const PROFILE_REVIEWS = 10;

const toReview = (record: unknown): Review => reviewSchema.parse(record);

export class ReviewService {
  constructor(private readonly deps: ReviewDependencies) {}

  /** What the resolved request's card shows: whether it may be rated, and the review once left. */
  async stateFor(clientId: string, requestId: string): Promise<RequestReviewState> {
    const request = await this.ownRequest(clientId, requestId);
    const [attorneyIds, review] = await Promise.all([
      this.deps.servingAttorneys(requestId),
      this.deps.reviews.findForRequest(requestId),
    ]);
    return {
      canReview: !review && attorneyIds.length > 0 && FINISHED.includes(request.status),
      review: review ? toReview(review) : null,
    };
  }

  /** One review per request, by its client, once it is resolved, and only if an attorney worked it. */
  async create(clientId: string, requestId: string, input: ReviewInput): Promise<Review> {
    const request = await this.ownRequest(clientId, requestId);
    const attorneyIds = await this.deps.servingAttorneys(requestId);
    if (!attorneyIds.length) throw forbidden();
    if (!FINISHED.includes(request.status))
      throw new HttpError(409, 'CONFLICT', 'You can rate your attorney once the request is resolved');
    try {
      return toReview(await this.deps.reviews.create({ requestId, clientId, attorneyIds, ...input }));
    } catch (error) {
      if (error instanceof DuplicateKeyError)
        throw new HttpError(409, 'CONFLICT', 'You have already reviewed this request');
      throw error;
    }
  }

  /** Staff's list of an attorney's reviews, hidden ones included, to hide or show them. */
  async listFor(attorneyId: string): Promise<Review[]> {
    return (await this.deps.reviews.allFor(attorneyId)).map(toReview);
  }

  async setHidden(id: string, hidden: boolean): Promise<Review> {
    const review = await this.deps.reviews.setHidden(id, hidden);
    if (!review) throw notFound('Review');
    return toReview(review);
  }

  async ratingFor(attorneyId: string): Promise<RatingSummary> {
    return summarise(await this.deps.reviews.visibleFor(attorneyId));
  }

  /** The profile page's figures and its newest visible reviews, from one read. */
  async profileReviews(attorneyId: string): Promise<RatingSummary & { reviews: PublicReview[] }> {
    const visible = await this.deps.reviews.visibleFor(attorneyId);
    const newest = visible.slice(0, PROFILE_REVIEWS).map((review) => publicReviewSchema.parse(review));
    return { ...summarise(visible), reviews: newest };
  }

  /** Another client's request answers 404, as everywhere: its existence is not theirs to learn. */
  private async ownRequest(clientId: string, requestId: string): Promise<LegalRequestRecord> {
    const request = await this.deps.requests.findById(requestId);
    if (!request || request.clientId !== clientId) throw notFound('Request');
    return request;
  }
}

function summarise(reviews: { rating: number }[]): RatingSummary {
  if (!reviews.length) return { overallRating: null, totalReviews: 0 };
  const mean = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  return { overallRating: Math.round(mean * 10) / 10, totalReviews: reviews.length };
}
