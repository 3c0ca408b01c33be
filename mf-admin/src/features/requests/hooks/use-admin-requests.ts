import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { httpStatusOf, reportFailures, useSession, type StatusFilter } from '@lexa/common';
import { adminRequestKeys, deleteAdminRequest, fetchAdminRequests } from '../api/admin-requests';

interface Toast {
  title: string;
  description: string;
}

const LOAD_FAILED: Toast = {
  title: 'Error loading requests',
  description: 'Failed to load legal requests. Please try again.',
};
const DELETE_FAILED: Toast = { title: 'Error', description: 'Failed to delete the request. Please try again.' };

/** One page of the admin request list for the chosen status filter, with refresh and delete. */
export function useAdminRequests() {
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const reportAuthFailure = useSession((state) => state.admin.reportAuthFailure);
  const [filter, setFilterState] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);

  // A rejected token makes every later call fail too, so it gets the sign-in-again page instead of a toast.
  const reportFailure = useCallback(
    (error: unknown, toast: Toast) => {
      const status = httpStatusOf(error);
      if (status === 401 || status === 403) reportAuthFailure();
      else notification.error(toast);
    },
    [notification, reportAuthFailure],
  );

  // The last page stays on screen while the next one loads, as the list always did.
  const list = useQuery({
    queryKey: adminRequestKeys.list(filter, page),
    queryFn: reportFailures(
      ({ signal }) => fetchAdminRequests(filter, page, signal),
      (error) => reportFailure(error, LOAD_FAILED),
    ),
    placeholderData: keepPreviousData,
  });
  const data = list.data ?? null;

  const { refetch } = list;
  const refresh = useCallback(() => void refetch(), [refetch]);

  const setFilter = useCallback((next: StatusFilter) => {
    setFilterState(next);
    setPage(1);
  }, []);

  const removal = useMutation({
    mutationFn: deleteAdminRequest,
    onSuccess: async () => {
      notification.success({ title: 'Request deleted', description: 'The request has been permanently deleted.' });
      // Deleting the only row of a later page would leave an empty page behind: step back one instead.
      if (page > 1 && data?.requests.length === 1) setPage(page - 1);
      await queryClient.invalidateQueries({ queryKey: adminRequestKeys.all });
    },
    onError: (error) => reportFailure(error, DELETE_FAILED),
  });
  const { mutateAsync: remove } = removal;
  const deleteRequest = useCallback((id: string) => remove(id).catch(() => undefined), [remove]);

  return { filter, setFilter, page, setPage, data, loading: list.isFetching, refresh, deleteRequest };
}
