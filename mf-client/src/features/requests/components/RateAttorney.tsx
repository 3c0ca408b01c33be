import { lazy, Suspense } from 'react';
import { useRequestReview } from '../hooks/use-request-review';

// Most finished requests have nothing to rate or show: the stars download only for one that has.
const LeftReview = lazy(() => import('./LeftReview').then((module) => ({ default: module.LeftReview })));
const ReviewForm = lazy(() => import('./ReviewForm').then((module) => ({ default: module.ReviewForm })));

export interface RateAttorneyProps {
  requestId: string;
}

/** On a finished request an attorney worked: a 1–5 rating with a comment, once; then the review left. */
export function RateAttorney({ requestId }: RateAttorneyProps) {
  const { state, submit } = useRequestReview(requestId);

  const review = state.data?.review;
  if (!review && !state.data?.canReview) return null;
  return (
    <Suspense fallback={null}>
      {review ? <LeftReview review={review} /> : <ReviewForm sending={submit.isPending} onSend={submit.mutate} />}
    </Suspense>
  );
}
