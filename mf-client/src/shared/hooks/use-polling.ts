import { useEffect } from 'react';

/** Runs `task` now and every `intervalMs` while `enabled`; a new `task` (keep it memoised) restarts the cycle. */
export function usePolling(task: () => void, intervalMs: number, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    task();
    const timer = setInterval(task, intervalMs);
    return () => clearInterval(timer);
  }, [task, intervalMs, enabled]);
}
