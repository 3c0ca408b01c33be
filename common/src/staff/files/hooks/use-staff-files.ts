import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reportFailures } from '@lexa/common';
import { useStaffFailure, type StaffToast } from '../../requests/hooks/use-staff-failure';
import { useStaffApi } from '../../staff-api';
import { fetchStaffFiles, staffFileKeys } from '../api/staff-files-api';

const LOAD_FAILED: StaffToast = {
  title: 'Error loading files',
  description: 'Failed to load files. Please try again.',
};

/** One page of every file (server-side paging); the last page stays on screen while the next loads. */
export function useStaffFiles() {
  const { http } = useStaffApi();
  const reportFailure = useStaffFailure();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: staffFileKeys.page(page),
    queryFn: reportFailures(
      ({ signal }) => fetchStaffFiles(http, page, signal),
      (error) => reportFailure(error, LOAD_FAILED),
    ),
    placeholderData: keepPreviousData,
  });
  return {
    page,
    setPage,
    data: query.data ?? null,
    loading: query.isFetching,
    failed: query.isError && !query.data,
    refresh: () => void query.refetch(),
  };
}
