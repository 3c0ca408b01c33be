import type { ApiErrorBody } from '../contracts/errors';
import { createHttpClient, type HttpClient } from './http-client';
import { isHttpError } from './http-error';
import { STORAGE_KEYS, safeStorage } from './storage-keys';

let apiOrigin = '';

/** The embeddable widget runs on other sites and points the clients at the API's origin. */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/$/, '');
  for (const client of clients) client.defaults.baseURL = apiOrigin;
}
export const getApiOrigin = (): string => apiOrigin;

const clients: HttpClient[] = [];

/** A client that sends cookies and the bearer token stored under `tokenKey` (read at each call). */
export function createApiClient(tokenKey: string): HttpClient {
  const client = createHttpClient({
    baseURL: apiOrigin,
    headers: (): Record<string, string> => {
      const token = safeStorage.get(tokenKey);
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
  });
  clients.push(client);
  return client;
}

export const clientApi = createApiClient(STORAGE_KEYS.clientToken);
export const adminApi = createApiClient(STORAGE_KEYS.adminToken);
export const attorneyApi = createApiClient(STORAGE_KEYS.attorneyToken);

/** The generic user-facing message by HTTP status (spec §8): server bodies are not shown. */
export function messageForStatus(status: number | undefined): string {
  if (status === 404) return 'Service not available';
  if (status !== undefined && status >= 500) return 'Service temporarily unavailable';
  return 'Request failed';
}

export const isNetworkError = (error: unknown): boolean => isHttpError(error) && !error.response;

export const httpStatusOf = (error: unknown): number | undefined =>
  isHttpError(error) ? error.response?.status : undefined;

/** The server's own error text where a screen shows it (sign-in, signup), else `fallback`. */
export function serverErrorText(error: unknown, fallback: string): string {
  if (isHttpError(error)) {
    const body = error.response?.data as Partial<ApiErrorBody> | undefined;
    if (body && typeof body.error === 'string' && body.error) return body.error;
  }
  return fallback;
}
