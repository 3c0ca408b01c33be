import { useInfiniteQuery } from '@tanstack/react-query';
import { reportFailures } from '@lexa/common';
import { useStaffFailure } from '../../requests/hooks/use-staff-failure';
import { useStaffApi } from '../../staff-api';
import { fetchAuditPage, staffAuditKeys, type AuditSubject } from '../api/staff-audit-api';

/** A request's or a user's Activity: the newest page first, older pages on `loadMore()`. */
export function useAuditTrail(subject: AuditSubject) {
  const { http } = useStaffApi();
  const reportFailure = useStaffFailure();
  const query = useInfiniteQuery({
    queryKey: staffAuditKeys.of(subject),
    queryFn: (context) =>
      reportFailures(
        ({ signal }) => fetchAuditPage(http, subject, context.pageParam, signal),
        (error) => reportFailure(error, { title: 'Error', description: 'Failed to load the activity' }),
      )(context),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  return {
    entries: query.data?.pages.flatMap((page) => page.entries) ?? [],
    loading: query.isPending,
    failed: query.isError && !query.data,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
