import type { HttpClient } from '../http/http-client';
import { isHttpError } from '../http/http-error';
import { safeStorage } from '../http/storage-keys';
import { whenLiveSessionEnds } from '../realtime/live-connection';

/**
 * Whether a failed call says the stored token is no longer accepted: 401 UNAUTHENTICATED for the very token still
 * stored. A wrong password at a sign-in door (INVALID_CREDENTIALS) or an answer to a token the page has since replaced
 * says nothing about the current session.
 */
export function isRejectedToken(error: unknown, tokenKey: string): boolean {
  if (!isHttpError(error) || error.response?.status !== 401) return false;
  const code = (error.response.data as { code?: unknown } | undefined)?.code;
  const token = safeStorage.get(tokenKey);
  const sent = error.requestHeaders.Authorization;
  return code === 'UNAUTHENTICATED' && token !== null && sent === `Bearer ${token}`;
}

/**
 * Runs `onRejected` when the session behind the token under `tokenKey` has ended elsewhere (another device ended it,
 * a password change there): the next call through `api` is refused, or the live socket is closed by the server.
 */
export function whenTokenRejected(api: HttpClient, tokenKey: string, onRejected: () => void): void {
  api.onFailure((error) => {
    if (isRejectedToken(error, tokenKey)) onRejected();
  });
  whenLiveSessionEnds(tokenKey, onRejected);
}
