import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '../../../contracts/users';
import { useStaffApi } from '../../staff-api';
import {
  fetchClientRequests,
  fetchRecipients,
  staffMessageKeys,
  startThread,
  type NewThreadInput,
} from '../api/staff-messages-api';

/** Clients matching the picker's search, never the signed-in staff member (signed-in spec §6). */
export function useRecipients(search: string, meId: string | null) {
  const { http } = useStaffApi();
  const query = useQuery({
    queryKey: staffMessageKeys.recipients(search),
    queryFn: ({ signal }) => fetchRecipients(http, search, signal),
    placeholderData: keepPreviousData,
  });
  return {
    recipients: (query.data ?? []).filter((user) => user.id !== meId),
    loading: query.isFetching,
  };
}

/** The chosen client's requests, for a request-linked message. */
export function useClientRequests(client: Pick<AdminUser, 'id' | 'email'> | null) {
  const { http } = useStaffApi();
  const query = useQuery({
    queryKey: staffMessageKeys.clientRequests(client?.id ?? ''),
    queryFn: client ? ({ signal }) => fetchClientRequests(http, client, signal) : skipToken,
  });
  return { requests: query.data ?? [], loading: query.isFetching };
}

/** Opens a thread with a client (or writes into their request's); answers the thread's id. */
export function useStartThread() {
  const { http } = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewThreadInput) => startThread(http, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMessageKeys.all }),
  });
}
