import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { httpStatusOf, useSession, type AdminRequestPage, type StatusFilter } from '@lexa/common';
import { deleteAdminRequest, fetchAdminRequests } from '../api/admin-requests';

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
  const reportAuthFailure = useSession((state) => state.admin.reportAuthFailure);
  const [filter, setFilterState] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [reloadCount, setReloadCount] = useState(0);
  const [data, setData] = useState<AdminRequestPage | null>(null);
  const [loading, setLoading] = useState(true);

  // A rejected token makes every later call fail too, so it gets the sign-in-again page instead of a toast.
  const reportFailure = useCallback(
    (error: unknown, toast: Toast) => {
      const status = httpStatusOf(error);
      if (status === 401 || status === 403) reportAuthFailure();
      else notification.error(toast);
    },
    [notification, reportAuthFailure],
  );

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetchAdminRequests(filter, page, controller.signal)
      .then((result) => {
        if (!controller.signal.aborted) setData(result);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) reportFailure(error, LOAD_FAILED);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [filter, page, reloadCount, reportFailure]);

  const refresh = useCallback(() => setReloadCount((count) => count + 1), []);

  const setFilter = useCallback((next: StatusFilter) => {
    setFilterState(next);
    setPage(1);
  }, []);

  const deleteRequest = useCallback(
    async (id: string) => {
      try {
        await deleteAdminRequest(id);
        notification.success({ title: 'Request deleted', description: 'The request has been permanently deleted.' });
        // Deleting the only row of a later page would leave an empty page behind: step back one instead.
        if (page > 1 && data?.requests.length === 1) setPage(page - 1);
        else refresh();
      } catch (error) {
        reportFailure(error, DELETE_FAILED);
      }
    },
    [data, notification, page, refresh, reportFailure],
  );

  return { filter, setFilter, page, setPage, data, loading, refresh, deleteRequest };
}
