import { HttpError } from '@lexa/common';

/** The error the API client throws for a server answer with `status` and `body`. */
export const httpError = (status: number, body: unknown = { error: 'Request failed', code: 'TEST' }): HttpError =>
  new HttpError(`Request failed with status code ${status}`, { response: { status, data: body, headers: {} } });

/** The error the API client throws when the server cannot be reached: no response. */
export const networkError = (): HttpError => new HttpError('Network Error');
