import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Set in sessionStorage once the visit is logged: one visitor-log row per browser session, not per page load. */
const VISIT_LOGGED_KEY = 'lexaVisitLogged';
/** The longest the log waits for the page to go idle. */
const IDLE_TIMEOUT_MS = 3000;

function loggedThisSession(): boolean {
  try {
    return sessionStorage.getItem(VISIT_LOGGED_KEY) !== null;
  } catch {
    // Storage refused (private mode): log each load rather than never.
    return false;
  }
}

function markLogged(correlationId: string): void {
  try {
    sessionStorage.setItem(VISIT_LOGGED_KEY, correlationId);
  } catch {
    /* see loggedThisSession() */
  }
}

/** Runs `task` once the browser is idle after the first paint (a timer where requestIdleCallback is missing). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

// Loaded only when the log runs, so the landing's first download carries none of it.
const logLandingVisit = () => import('../api/landing-visit').then((module) => module.logLandingVisit());

/**
 * Logs the landing visit once per browser session, fire-and-forget once the page is idle; a failure is only logged
 * (public spec §8) and the next load tries again.
 */
export function useLandingVisit(): void {
  const { mutate } = useMutation({
    mutationFn: logLandingVisit,
    onSuccess: markLogged,
    onError: (error) => console.warn('Visit log failed', error),
  });
  useEffect(() => {
    if (loggedThisSession()) return;
    return whenIdle(() => mutate());
  }, [mutate]);
}
