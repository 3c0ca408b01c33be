/** What the server answered: the body (parsed JSON, text, or a Blob for downloads), status and lower-case headers. */
export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Record<string, string>;
}

export interface HttpErrorDetails {
  /** The server's answer; absent when none came (the network failed). */
  response?: HttpResponse<unknown>;
  /** The headers the request went out with: which token a refused call carried. */
  requestHeaders?: Record<string, string>;
  cause?: unknown;
}

/** A call the server refused (non-2xx) or that never reached it (no `response`). */
export class HttpError extends Error {
  /** The brand `isHttpError` reads. */
  readonly isHttpError = true;
  readonly response?: HttpResponse<unknown>;
  readonly requestHeaders: Record<string, string>;

  constructor(message: string, { response, requestHeaders = {}, cause }: HttpErrorDetails = {}) {
    super(message, { cause });
    this.name = 'HttpError';
    this.response = response;
    this.requestHeaders = requestHeaders;
  }
}

// A brand rather than `instanceof`: an error may come from another bundle's copy of this module.
export const isHttpError = (error: unknown): error is HttpError =>
  typeof error === 'object' && error !== null && (error as { isHttpError?: unknown }).isHttpError === true;
