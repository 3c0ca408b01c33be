import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { serverErrorText } from '@lexa/common';
import { useStaffApi } from '@lexa/common/staff';
import { attorneyReviewKeys, fetchAttorneyReviews, setReviewHidden } from '../api/attorney-reviews-api';
import { useToasts } from '@lexa/common/ui';

/** Every review naming the attorney, hidden ones too, while `attorneyId` is set. */
export function useAttorneyReviews(attorneyId: string | null) {
  const { http } = useStaffApi();
  return useQuery({
    queryKey: attorneyReviewKeys.of(attorneyId ?? ''),
    enabled: attorneyId !== null,
    queryFn: ({ signal }) => fetchAttorneyReviews(http, attorneyId!, signal),
  });
}

/** The Hide / Show toggle; a failure is told where the list is. */
export function useReviewVisibility() {
  const { http } = useStaffApi();
  const { notification } = useToasts();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, hidden }: { reviewId: string; hidden: boolean }) =>
      setReviewHidden(http, reviewId, hidden),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attorneyReviewKeys.all }),
    onError: (error) =>
      notification.error({
        title: 'Update Failed',
        description: serverErrorText(error, 'Failed to update the review. Please try again.'),
      }),
  });
}
