import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverErrorText, reportFailures } from '@lexa/common';
import { staffAttorneyKeys } from '../../attorneys/api/staff-attorneys-api';
import { useStaffApi } from '../../staff-api';
import {
  assignRequestAttorney,
  fetchRequestAttorneys,
  staffRequestKeys,
  withdrawRequestAttorney,
} from '../api/staff-requests-api';
import { useStaffFailure } from './use-staff-failure';

/** GET /api/admin/requests/{id}/attorneys: who works the request now. */
export function useRequestAttorneys(requestId: string) {
  const { http } = useStaffApi();
  return useQuery({
    queryKey: staffRequestKeys.attorneys(requestId),
    queryFn: reportFailures(
      ({ signal }) => fetchRequestAttorneys(http, requestId, signal),
      (error) => console.error('Loading the assigned attorneys failed', error),
    ),
  });
}

/**
 * Assign and withdraw. Each refreshes the request (its attorneys, and the conversation that records the change) and
 * the attorney list's assignment counts.
 */
export function useRequestAttorneyActions(requestId: string) {
  const { http } = useStaffApi();
  const queryClient = useQueryClient();
  const reportFailure = useStaffFailure();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffRequestKeys.request(requestId) }),
      queryClient.invalidateQueries({ queryKey: staffAttorneyKeys.all }),
    ]);

  const assign = useMutation({
    mutationFn: (attorneyId: string) => assignRequestAttorney(http, requestId, attorneyId),
    onSuccess: refresh,
    onError: (error) =>
      reportFailure(error, { title: 'Error', description: serverErrorText(error, 'Failed to assign attorney') }),
  });

  const withdraw = useMutation({
    mutationFn: (attorneyId: string) => withdrawRequestAttorney(http, requestId, attorneyId),
    onSuccess: refresh,
    onError: (error) =>
      reportFailure(error, { title: 'Error', description: serverErrorText(error, 'Failed to withdraw attorney') }),
  });

  return { assign, withdraw };
}
