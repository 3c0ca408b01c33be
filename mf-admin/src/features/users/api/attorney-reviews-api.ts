import type { HttpClient } from '@lexa/common';
import type { Review, ReviewList } from '@lexa/common';

/** Query keys of the reviews staff moderate in the Attorneys panel. */
export const attorneyReviewKeys = {
  all: ['admin', 'attorney-reviews'] as const,
  of: (attorneyId: string) => [...attorneyReviewKeys.all, attorneyId] as const,
};

export async function fetchAttorneyReviews(http: HttpClient, attorneyId: string, signal: AbortSignal) {
  const { data } = await http.get<ReviewList>(`/api/admin/attorneys/${encodeURIComponent(attorneyId)}/reviews`, {
    signal,
  });
  return data.reviews;
}

/** Hides a review from the public profile and its rating, or shows it again. */
export async function setReviewHidden(http: HttpClient, reviewId: string, hidden: boolean) {
  const { data } = await http.patch<{ review: Review }>(`/api/admin/reviews/${encodeURIComponent(reviewId)}`, {
    hidden,
  });
  return data.review;
}
