import { useCallback, useEffect, useState } from 'react';
import { httpStatusOf, messageForStatus, type RequestPage } from '@lexa/common';
import { fetchRequestsPage, type RequestScope } from '../api/requests-api';

const REQUESTS_PAGE_SIZE = 10;

type RequestsPageState =
  | { status: 'loading' }
  | { status: 'ready'; data: RequestPage }
  | { status: 'failed'; message: string };

/**
 * One page of requests, reloaded when the page changes or on `reload()`. A superseded load is aborted and its
 * outcome dropped, so a slow answer for an old page never replaces the current one.
 */
export function useRequestsPage(scope: RequestScope) {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RequestsPageState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchRequestsPage(scope, page, REQUESTS_PAGE_SIZE, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Loading requests failed', error);
        setState({ status: 'failed', message: messageForStatus(httpStatusOf(error)) });
      },
    );
    return () => controller.abort();
  }, [scope, page, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, page, setPage, reload };
}
