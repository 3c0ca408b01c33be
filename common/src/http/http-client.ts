import { HttpError, type HttpResponse } from './http-error';

export interface RequestConfig {
  /** The query string: scalar values (the API parses it simply); `undefined` and `null` are left out. */
  params?: object;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** `'blob'` for downloads; otherwise the body is parsed as JSON when the server says it is, else kept as text. */
  responseType?: 'json' | 'blob';
}

// `R` as axios has it, so a caller (or a test's stand-in answer) may name the whole resolved value.
type Read = <T = unknown, R = HttpResponse<T>>(url: string, config?: RequestConfig) => Promise<R>;
type Write = <T = unknown, R = HttpResponse<T>>(url: string, body?: unknown, config?: RequestConfig) => Promise<R>;

/** The browser's one way to the API: fetch with cookies, JSON or multipart bodies, and `HttpError` on failure. */
export interface HttpClient {
  get: Read;
  delete: Read;
  post: Write;
  put: Write;
  patch: Write;
  /** Where relative URLs point; '' is the page's own origin. */
  defaults: { baseURL: string };
  /** Runs `listener` on every failed call before the caller sees the error. */
  onFailure(listener: (error: HttpError) => void): void;
}

export interface HttpClientOptions {
  baseURL: string;
  /** Headers computed per call (the bearer token may change between calls). */
  headers: () => Record<string, string>;
}

function urlWithParams(url: string, params: object | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

const isAbsolute = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url);

function requestBody(body: unknown, headers: Record<string, string>): RequestInit['body'] {
  if (body === undefined) return undefined;
  // Multipart as it is: fetch sets the Content-Type with its boundary.
  if (typeof FormData !== 'undefined' && body instanceof FormData) return body;
  headers['Content-Type'] ??= 'application/json';
  return JSON.stringify(body);
}

function headersOf(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
  return headers;
}

async function dataOf(response: Response, responseType: RequestConfig['responseType']): Promise<unknown> {
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (!text || !/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createHttpClient({ baseURL, headers }: HttpClientOptions): HttpClient {
  const listeners: ((error: HttpError) => void)[] = [];
  const failed = (error: HttpError) => {
    for (const listener of listeners) listener(error);
    return error;
  };

  async function send(method: string, url: string, body: unknown, config: RequestConfig = {}) {
    const requestHeaders = { ...headers(), ...config.headers };
    const init: RequestInit = {
      method,
      credentials: 'include',
      body: requestBody(body, requestHeaders),
      headers: requestHeaders,
      signal: config.signal,
    };
    const target = urlWithParams(isAbsolute(url) ? url : `${client.defaults.baseURL}${url}`, config.params);
    let response: HttpResponse<unknown>;
    try {
      const answer = await fetch(target, init);
      response = { status: answer.status, headers: headersOf(answer), data: await dataOf(answer, config.responseType) };
    } catch (error) {
      // An abort is the caller's own decision, not a failure: it goes back as fetch raised it.
      if (config.signal?.aborted) throw error;
      throw failed(new HttpError('Network Error', { requestHeaders, cause: error }));
    }
    if (response.status < 200 || response.status >= 300) {
      throw failed(new HttpError(`Request failed with status code ${response.status}`, { response, requestHeaders }));
    }
    return response;
  }

  const read =
    (method: string): Read =>
    async <_T, R>(url: string, config?: RequestConfig) =>
      (await send(method, url, undefined, config)) as R;
  const write =
    (method: string): Write =>
    async <_T, R>(url: string, body?: unknown, config?: RequestConfig) =>
      (await send(method, url, body, config)) as R;

  const client: HttpClient = {
    get: read('GET'),
    delete: read('DELETE'),
    post: write('POST'),
    put: write('PUT'),
    patch: write('PATCH'),
    defaults: { baseURL },
    onFailure: (listener) => void listeners.push(listener),
  };
  return client;
}
