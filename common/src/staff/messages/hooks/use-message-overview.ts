import { useQuery } from '@tanstack/react-query';
import { useStaffApi } from '../../staff-api';
import { fetchMessageStats, fetchMessageSummary, staffMessageKeys } from '../api/staff-messages-api';

/** The four cards' figures; null until they arrive. */
export function useMessageSummary() {
  const { http } = useStaffApi();
  const query = useQuery({
    queryKey: staffMessageKeys.summary,
    queryFn: ({ signal }) => fetchMessageSummary(http, signal),
  });
  return { summary: query.data ?? null, failed: query.isError };
}

/** Messages per day for the last `days` days (the last entry is today). */
export function useMessageStats(days: number) {
  const { http } = useStaffApi();
  const query = useQuery({
    queryKey: staffMessageKeys.stats(days),
    queryFn: ({ signal }) => fetchMessageStats(http, days, signal),
  });
  return { stats: query.data ?? null, failed: query.isError };
}
