import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { httpStatusOf, messageForStatus, reportFailures, type RequestPage } from '@lexa/common';
import { fetchRequestsPage, requestKeys } from '../api/requests-api';
import { loadOnEveryVisit } from '../../../shared/load-on-every-visit';

const REQUESTS_PAGE_SIZE = 10;

type RequestsPageState =
  { status: 'loading' } | { status: 'ready'; data: RequestPage } | { status: 'failed'; message: string };

/**
 * One page of requests, loaded when the page changes or on `reload()`. Each page is its own query, so a slow answer
 * for an old page never replaces the current one (and is aborted once nothing shows it).
 */
export function useRequestsPage() {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: requestKeys.page(page, REQUESTS_PAGE_SIZE),
    queryFn: reportFailures(
      ({ signal }) => fetchRequestsPage(page, REQUESTS_PAGE_SIZE, signal),
      (error) => console.warn('Loading requests failed', error),
    ),
    ...loadOnEveryVisit,
  });

  let state: RequestsPageState = { status: 'loading' };
  if (query.isSuccess) state = { status: 'ready', data: query.data };
  else if (query.isError && !query.isFetching)
    state = { status: 'failed', message: messageForStatus(httpStatusOf(query.error)) };

  const reload = () => void query.refetch();
  return { state, page, setPage, reload };
}
