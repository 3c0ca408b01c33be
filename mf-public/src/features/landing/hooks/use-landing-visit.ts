import { useQuery } from '@tanstack/react-query';
import { reportFailures } from '@lexa/common';
import { getOrCreateSessionId } from '../../chat/utils/session-id';
import { logVisit } from '../../intake/api/intake-api';

/** Set in sessionStorage once the visit is logged: one visitor-log row per browser session, not per page load. */
const VISIT_LOGGED_KEY = 'lexaVisitLogged';

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

/**
 * Logs the landing visit for the admin's Visitor Logs (the server reads device and browser from the user agent). Once
 * per browser session; a failure is only logged (public spec §8). No location yet: a second geo lookup running beside
 * the chat's own kept the chat from starting in the browser journeys, so the two must first share one lookup.
 */
export function useLandingVisit(): void {
  useQuery({
    queryKey: ['autosave', 'landing-visit'],
    queryFn: reportFailures(
      async () => {
        const correlationId = await logVisit({
          referrer: document.referrer,
          landingUrl: window.location.href,
          sessionId: getOrCreateSessionId(),
        });
        markLogged(correlationId);
        return correlationId;
      },
      (error) => console.warn('Visit log failed', error),
    ),
    enabled: !loggedThisSession(),
    staleTime: Infinity,
  });
}
