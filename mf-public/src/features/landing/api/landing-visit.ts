import { visitorLocation } from '../../chat/api/visitor-location';
import { getOrCreateSessionId } from '../../chat/utils/session-id';
import { logVisit } from '../../intake/api/intake-api';

/**
 * Logs the landing visit for the admin's Visitor Logs under the chat's own session id (created here if the chat has
 * not yet), with the page's one location lookup; the server reads device and browser from the user agent.
 */
export async function logLandingVisit(): Promise<string> {
  const sessionId = getOrCreateSessionId();
  return logVisit({
    referrer: document.referrer,
    landingUrl: window.location.href,
    sessionId,
    geoData: await visitorLocation(),
  });
}
