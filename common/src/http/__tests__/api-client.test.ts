import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientApi, createApiClient, httpStatusOf, isNetworkError, serverErrorText, setApiOrigin } from '../api-client';
import { isHttpError, type HttpError } from '../http-error';

/** What the test server saw of one call. */
interface SeenCall {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A real HTTP server: `/echo` answers what it was sent; other paths answer as the API does. */
function startServer(): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const seen: SeenCall = {
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      if (req.url!.startsWith('/echo')) {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(seen));
      } else if (req.url === '/download') {
        res
          .writeHead(200, {
            'Content-Type': 'text/plain',
            'Content-Disposition': `attachment; filename="notes.txt"`,
          })
          .end('file contents');
      } else if (req.url === '/refused') {
        res.writeHead(409, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ error: 'This email address is already in use', code: 'CONFLICT' }));
      } else {
        res.writeHead(503, { 'Content-Type': 'text/plain' }).end('down for maintenance');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const memoryStorage = new Map<string, string>();
let server: Server;

beforeAll(async () => {
  // The node environment has no localStorage; the client reads its token through one.
  Object.assign(globalThis, {
    localStorage: {
      getItem: (key: string) => memoryStorage.get(key) ?? null,
      setItem: (key: string, value: string) => memoryStorage.set(key, value),
      removeItem: (key: string) => memoryStorage.delete(key),
    },
  });
  server = await startServer();
  setApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
});
afterEach(() => {
  memoryStorage.clear();
  jest.restoreAllMocks();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  Reflect.deleteProperty(globalThis, 'localStorage');
});

/** The call the server saw, as `/echo` reported it. */
const echoed = async (call: Promise<{ data: unknown }>) => (await call).data as SeenCall;

describe('the API client', () => {
  it('sends the bearer token stored under its key at each call, and none when signed out', async () => {
    const api = createApiClient('some-token');
    expect((await echoed(api.get('/echo'))).headers.authorization).toBeUndefined();
    memoryStorage.set('some-token', 'abc');
    expect((await echoed(api.get('/echo'))).headers.authorization).toBe('Bearer abc');
  });

  it('includes credentials (cookies) and adds the caller’s headers', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const seen = await echoed(clientApi.get('/echo', { headers: { 'X-Trace': 't1' } }));
    expect(fetchSpy.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
    expect(seen.headers['x-trace']).toBe('t1');
  });

  it('encodes params into the query string, leaving out undefined and null', async () => {
    const params = { search: 'a&b c', page: 2, favorite: false, before: undefined, filter: null };
    const seen = await echoed(clientApi.get('/echo?from=list', { params }));
    expect(seen.url).toBe('/echo?from=list&search=a%26b+c&page=2&favorite=false');
  });

  it('sends a JSON body as JSON and a FormData body as multipart', async () => {
    const json = await echoed(clientApi.post('/echo', { title: 'Lease' }));
    expect(json.method).toBe('POST');
    expect(json.headers['content-type']).toBe('application/json');
    expect(JSON.parse(json.body)).toEqual({ title: 'Lease' });

    const form = new FormData();
    form.append('content', 'hello');
    form.append('files', new Blob(['pdf bytes'], { type: 'application/pdf' }), 'lease.pdf');
    const multipart = await echoed(clientApi.put('/echo', form));
    expect(multipart.method).toBe('PUT');
    expect(multipart.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart.body).toContain('filename="lease.pdf"');
    expect(multipart.body).toContain('pdf bytes');
  });

  it('answers a download as a Blob with its headers readable', async () => {
    const response = await clientApi.get<Blob>('/download', { responseType: 'blob' });
    expect(response.status).toBe(200);
    expect(response.data).toBeInstanceOf(Blob);
    expect(await response.data.text()).toBe('file contents');
    expect(response.headers['content-disposition']).toBe('attachment; filename="notes.txt"');
  });

  it('throws an HttpError carrying the parsed body of a refusal, and the text of a server failure', async () => {
    const refused = (await clientApi.patch('/refused', {}).catch((error: unknown) => error)) as HttpError;
    expect(isHttpError(refused)).toBe(true);
    expect(refused.response).toMatchObject({ status: 409, data: { code: 'CONFLICT' } });
    expect(httpStatusOf(refused)).toBe(409);
    expect(serverErrorText(refused, 'fallback')).toBe('This email address is already in use');
    expect(isNetworkError(refused)).toBe(false);

    const failed = (await clientApi.delete('/broken').catch((error: unknown) => error)) as HttpError;
    expect(failed.response).toMatchObject({ status: 503, data: 'down for maintenance' });
    expect(serverErrorText(failed, 'fallback')).toBe('fallback');
  });

  it('throws an HttpError without a response when the server cannot be reached', async () => {
    const api = createApiClient('some-token');
    api.defaults.baseURL = 'http://127.0.0.1:1';
    const error = await api.get('/echo').catch((caught: unknown) => caught);
    expect(isHttpError(error)).toBe(true);
    expect(isNetworkError(error)).toBe(true);
    expect(httpStatusOf(error)).toBeUndefined();
  });

  it('lets every client follow setApiOrigin', async () => {
    const api = createApiClient('some-token');
    setApiOrigin('http://127.0.0.1:1');
    expect(isNetworkError(await api.get('/echo').catch((error: unknown) => error))).toBe(true);
    setApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    expect(api.defaults.baseURL).toBe(clientApi.defaults.baseURL);
    expect((await echoed(api.get('/echo'))).url).toBe('/echo');
  });
});
