import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useCallback, useState } from 'react';
import type { StatusFilter } from '../../../domain/requests';
import { reportFailures } from '@lexa/common';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useStaffApi } from '../../staff-api';
import { deleteStaffRequest, fetchStaffRequests, staffRequestKeys } from '../api/staff-requests-api';
import { useStaffFailure, type StaffToast } from './use-staff-failure';
import { useToasts } from '../../../ui/toasts';

/** The search waits this long after the last keystroke, so typing a word asks the server once. */
export const SEARCH_DEBOUNCE_MS = 300;

const LOAD_FAILED: StaffToast = {
  title: 'Error loading requests',
  description: 'Failed to load legal requests. Please try again.',
};
const DELETE_FAILED: StaffToast = { title: 'Error', description: 'Failed to delete the request. Please try again.' };

/** One page of every request (newest first) for the chosen status filter and search, with refresh and delete. */
export function useStaffRequests() {
  const { http } = useStaffApi();
  const { notification } = useToasts();
  const queryClient = useQueryClient();
  const reportFailure = useStaffFailure();
  const [filter, setFilterState] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);

  // A new search starts from its first page; render-time reset, so the old page is never asked for with it.
  const [searchedFor, setSearchedFor] = useState(search);
  if (searchedFor !== search) {
    setSearchedFor(search);
    setPage(1);
  }

  const params = { status: filter, page, search };
  // The last page stays on screen while the next one loads.
  const list = useQuery({
    queryKey: staffRequestKeys.list(params),
    queryFn: reportFailures(
      ({ signal }) => fetchStaffRequests(http, params, signal),
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
    mutationFn: (id: string) => deleteStaffRequest(http, id),
    onSuccess: async () => {
      notification.success({ title: 'Request deleted', description: 'The request has been permanently deleted.' });
      // Deleting the only row of a later page would leave an empty page behind: step back one instead.
      if (page > 1 && data?.requests.length === 1) setPage(page - 1);
      await queryClient.invalidateQueries({ queryKey: staffRequestKeys.lists });
    },
    onError: (error) => reportFailure(error, DELETE_FAILED),
  });
  const { mutateAsync: remove } = removal;
  const deleteRequest = useCallback((id: string) => remove(id).catch(() => undefined), [remove]);

  return {
    filter,
    setFilter,
    page,
    setPage,
    searchText,
    setSearchText,
    data,
    loading: list.isFetching,
    refresh,
    deleteRequest,
  };
}
