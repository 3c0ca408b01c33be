import { clientApi, type RequestReviewState, type Review, type ReviewInput } from '@lexa/common';
import { requestKeys } from './requests-api';

/** Under the request's keys, so whatever refreshes a request refreshes its review too. */
export const reviewKey = (requestId: string) => [...requestKeys.request(requestId), 'review'] as const;

const reviewPath = (requestId: string) => `/api/client/requests/${encodeURIComponent(requestId)}/review`;

export async function fetchReviewState(requestId: string, signal: AbortSignal): Promise<RequestReviewState> {
  const { data } = await clientApi.get<RequestReviewState>(reviewPath(requestId), { signal });
  return data;
}

export async function postReview(requestId: string, input: ReviewInput): Promise<Review> {
  const { data } = await clientApi.post<{ review: Review }>(reviewPath(requestId), input);
  return data.review;
}
