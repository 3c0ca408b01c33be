import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { serverErrorText, type ReviewInput } from '@lexa/common';
import { fetchReviewState, postReview, reviewKey } from '../api/request-review-api';
import { useToasts } from '@lexa/common/ui';

/** Whether the client may rate the attorneys of a finished request, and their review once left. */
export function useRequestReview(requestId: string) {
  const queryClient = useQueryClient();
  const { notification } = useToasts();
  const state = useQuery({
    queryKey: reviewKey(requestId),
    queryFn: ({ signal }) => fetchReviewState(requestId, signal),
  });
  const submit = useMutation({
    mutationFn: (input: ReviewInput) => postReview(requestId, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reviewKey(requestId) });
      notification.success({ title: 'Thank you for your review' });
    },
    onError: (error) => {
      notification.error({ title: 'Review not sent', description: serverErrorText(error, 'Request failed') });
    },
  });
  return { state, submit };
}
