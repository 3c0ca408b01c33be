import { useQuery } from '@tanstack/react-query';
import { reportFailures } from '@lexa/common';
import { lookupGeo } from '../../chat/api/geo-lookup';
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
 * Logs the landing visit for the admin's Visitor Logs: the visitor's location from the browser's geo lookup (the
 * server reads device and browser from the user agent). Once per browser session; a failure is only logged (public
 * spec §8).
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
          geoData: await lookupGeo(),
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
