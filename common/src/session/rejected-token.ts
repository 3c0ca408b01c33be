import axios, { type AxiosInstance } from 'axios';
import { safeStorage } from '../http/storage-keys';
import { whenLiveSessionEnds } from '../realtime/live-connection';

/**
 * Whether a failed call says the stored token is no longer accepted: 401 UNAUTHENTICATED for the very token still
 * stored. A wrong password at a sign-in door (INVALID_CREDENTIALS) or an answer to a token the page has since replaced
 * says nothing about the current session.
 */
export function isRejectedToken(error: unknown, tokenKey: string): boolean {
  if (!axios.isAxiosError(error) || error.response?.status !== 401) return false;
  const code = (error.response.data as { code?: unknown } | undefined)?.code;
  const token = safeStorage.get(tokenKey);
  const sent: unknown = error.config?.headers?.Authorization;
  return code === 'UNAUTHENTICATED' && token !== null && sent === `Bearer ${token}`;
}

/**
 * Runs `onRejected` when the session behind the token under `tokenKey` has ended elsewhere (another device ended it,
 * a password change there): the next call through `api` is refused, or the live socket is closed by the server.
 */
export function whenTokenRejected(api: AxiosInstance, tokenKey: string, onRejected: () => void): void {
  api.interceptors.response.use(undefined, (error: unknown) => {
    if (isRejectedToken(error, tokenKey)) onRejected();
    return Promise.reject(error);
  });
  whenLiveSessionEnds(tokenKey, onRejected);
}
