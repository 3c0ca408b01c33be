import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';

/** An axios error as a server answer with `status` and `body` produces it. */
export function httpError(status: number, body: unknown = { error: 'Request failed', code: 'TEST' }): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { status, statusText: '', data: body, headers: {}, config };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
}

/** An axios error without a response, as when the server cannot be reached. */
export const networkError = (): AxiosError => new AxiosError('Network Error', 'ERR_NETWORK');
