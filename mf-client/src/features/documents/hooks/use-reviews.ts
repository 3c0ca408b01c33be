import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { reportFailures, type DocumentReview } from '@lexa/common';
import { documentKeys, fetchReviews } from '../api/documents-api';
import { loadOnEveryVisit } from '../../../shared/load-on-every-visit';
import { useToasts } from '@lexa/common/ui';

/** The review list is refreshed this often while any review is pending or processing (signed-in spec §9). */
export const REVIEW_REFRESH_MS = 2000;

const isWorking = (review: DocumentReview) => review.status === 'pending' || review.status === 'processing';

/** The client's reviews: loaded once, then refreshed every 2 s for as long as one is still being worked on. */
export function useReviews() {
  const { notification } = useToasts();
  const query = useQuery<DocumentReview[]>({
    queryKey: documentKeys.reviews,
    queryFn: reportFailures(fetchReviews, (error) => {
      console.warn('Loading reviews failed', error);
      notification.error({ title: 'Error', description: 'Failed to fetch reviews' });
    }),
    refetchInterval: (current) => (current.state.data?.some(isWorking) ? REVIEW_REFRESH_MS : false),
    ...loadOnEveryVisit,
  });
  return { reviews: query.data ?? [], loading: query.isPending };
}

/** A change to the reviews (start, retry) that reloads the list once it is made. */
export function useReviewChange<Variables>(change: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: documentKeys.reviews }),
  });
}
