import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type RemoteData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * Loads with `load` on mount, whenever `load` changes, and on `reload()`. A superseded load is aborted and its
 * outcome dropped, so a slow answer for an old slug can never overwrite the current one.
 */
export function useRemoteData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  onError: (error: unknown) => void,
): [RemoteData<T>, () => void] {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const reportError = useEffectEvent(onError);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed' });
        reportError(error);
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return [state, reload];
}
