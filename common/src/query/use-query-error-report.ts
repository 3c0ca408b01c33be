import { useEffect, useEffectEvent } from 'react';

/** What `useQuery` returns about a failure. */
export interface QueryFailure {
  error: unknown;
  errorUpdatedAt: number;
}

/**
 * Calls `report` once for each failure of `query` (TanStack Query v5 has no `onError` on queries), so a screen
 * reports a failed load the way it always did: a toast, the sign-in-again page, a log line.
 */
export function useQueryErrorReport(query: QueryFailure, report: (error: unknown) => void): void {
  const reportError = useEffectEvent(report);
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error) reportError(error);
  }, [error, errorUpdatedAt]);
}
