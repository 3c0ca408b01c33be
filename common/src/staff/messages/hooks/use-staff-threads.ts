import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { reportFailures } from '@lexa/common';
import { useStaffApi } from '../../staff-api';
import { fetchStaffThreads, staffMessageKeys, type ThreadListQuery } from '../api/staff-messages-api';
import { FETCH_FAILED, failedWith } from '../utils/message-errors';
import { useToasts } from '../../../ui/toasts';

/** Signed-in spec §9: the admin's thread list every 10 s. */
export const STAFF_THREADS_POLL_MS = 10_000;

/** One page of every client's threads for a filter and search; the last page stays on screen while the next loads. */
export function useStaffThreads(query: ThreadListQuery) {
  const { http } = useStaffApi();
  const { message } = useToasts();
  const result = useQuery({
    queryKey: staffMessageKeys.threads(query),
    queryFn: reportFailures(
      ({ signal }) => fetchStaffThreads(http, query, signal),
      (error) => void message.error(failedWith(FETCH_FAILED, error)),
    ),
    placeholderData: keepPreviousData,
    refetchInterval: STAFF_THREADS_POLL_MS,
  });
  return { data: result.data ?? null, loading: result.isFetching, failed: result.isError && !result.data };
}
