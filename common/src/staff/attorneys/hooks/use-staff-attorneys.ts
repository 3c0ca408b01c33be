import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewAttorneyBody } from '../../../contracts/attorney-cases';
import { useStaffApi } from '../../staff-api';
import {
  createStaffAttorney,
  fetchStaffAttorneys,
  setStaffAttorneyVerification,
  staffAttorneyKeys,
} from '../api/staff-attorneys-api';

/** GET /api/admin/attorneys: every attorney with profile status and active assignment count. */
export function useStaffAttorneys() {
  const { http } = useStaffApi();
  return useQuery({ queryKey: staffAttorneyKeys.all, queryFn: ({ signal }) => fetchStaffAttorneys(http, signal) });
}

/** "Create attorney": the caller shows the failure (e.g. 409 e-mail taken) where the form is. */
export function useCreateStaffAttorney() {
  const { http } = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewAttorneyBody) => createStaffAttorney(http, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAttorneyKeys.all }),
  });
}

/** The Verify toggle (409 when the attorney has no profile yet). */
export function useStaffAttorneyVerification() {
  const { http } = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attorneyId, isVerified }: { attorneyId: string; isVerified: boolean }) =>
      setStaffAttorneyVerification(http, attorneyId, isVerified),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAttorneyKeys.all }),
  });
}
