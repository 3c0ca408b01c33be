import { randomBytes } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import request from 'supertest';
import { withTempDir } from '../test-support/temp-dir';
import { createTestApp, type TestApp } from '../test-support/test-app';

const BOUNDARY = 'lexa-test-boundary';
const PDF = { name: 'a.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n% a small document\n') };
const PNG = {
  name: 'a.png',
  type: 'image/png',
  bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]),
};
type Sample = typeof PDF;

interface Endpoint {
  path: string;
  token: () => string;
  field: string;
  sample: Sample;
}

/** A raw body and the Content-Type it is sent with. */
interface Body {
  contentType: string;
  body: Buffer;
}

const part = (headers: string, content: Buffer | string = '') =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')]);
const filePart = (field: string, { name, type, bytes }: Sample) =>
  part(`Content-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}`, bytes);
const closing = Buffer.from(`--${BOUNDARY}--\r\n`);
const multipart = (...parts: Buffer[]): Body => ({
  contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  body: Buffer.concat(parts),
});

/** Every way a multipart body can be wrong, each built for one endpoint's field and file type. */
const MALFORMED: [string, (field: string, sample: Sample) => Body][] = [
  [
    'no boundary',
    (field, sample) => ({ ...multipart(filePart(field, sample), closing), contentType: 'multipart/form-data' }),
  ],
  [
    'a boundary the body does not use',
    (field, sample) => ({
      ...multipart(filePart(field, sample), closing),
      contentType: 'multipart/form-data; boundary=another-one',
    }),
  ],
  [
    'truncated part headers',
    (field) => multipart(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filen`)),
  ],
  ['a part cut short', (field, sample) => multipart(filePart(field, sample).subarray(0, -8))],
  ['no closing boundary', (field, sample) => multipart(filePart(field, sample))],
  [
    'a file part without a file name',
    (field, sample) =>
      multipart(
        part(`Content-Disposition: form-data; name="${field}"\r\nContent-Type: ${sample.type}`, sample.bytes),
        closing,
      ),
  ],
  [
    'an empty file name',
    (field, sample) =>
      multipart(
        part(
          `Content-Disposition: form-data; name="${field}"; filename=""\r\nContent-Type: application/octet-stream`,
          sample.bytes,
        ),
        closing,
      ),
  ],
  [
    'a broken filename*',
    (field, sample) =>
      multipart(
        part(
          `Content-Disposition: form-data; name="${field}"; filename*=utf-8''%E0%A4%A\r\nContent-Type: ${sample.type}`,
          sample.bytes,
        ),
        closing,
      ),
  ],
  [
    'a good file followed by one with a broken filename*',
    (field, sample) =>
      multipart(
        filePart(field, sample),
        part(
          `Content-Disposition: form-data; name="${field}"; filename*=bogus\r\nContent-Type: ${sample.type}`,
          sample.bytes,
        ),
        closing,
      ),
  ],
  ['a file under another field name', (_field, sample) => multipart(filePart('not-the-field', sample), closing)],
  [
    'too many files',
    (field, sample) => multipart(...Array.from({ length: 25 }, () => filePart(field, sample)), closing),
  ],
  [
    'a text content type',
    (field, sample) => ({ ...multipart(filePart(field, sample), closing), contentType: 'text/plain' }),
  ],
  ['an empty body', () => multipart()],
  ['random bytes', () => multipart(randomBytes(4096))],
  [
    'a broken part header line',
    (field, sample) =>
      multipart(part(`Content-Disposition form-data name=${field}\r\n: \r\nContent-Type`, sample.bytes), closing),
  ],
];

interface RawAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** Sends exactly these bytes; with `abortAfter` sends that much of them under a longer Content-Length and hangs up. */
function send(port: number, path: string, token: string, { contentType, body }: Body, abortAfter?: number) {
  return new Promise<RawAnswer | null>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const head =
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: ${contentType}\r\n` +
      `${token ? `Authorization: Bearer ${token}\r\n` : ''}Content-Length: ${body.length}\r\n\r\n`;
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      if (abortAfter !== undefined) return resolve(null);
      const raw = Buffer.concat(chunks).toString('utf8');
      const [headers = '', text = ''] = raw.split('\r\n\r\n', 2);
      resolve({
        status: Number(headers.split(' ')[1]),
        contentType: /content-type: ([^\r\n]+)/i.exec(headers)?.[1] ?? '',
        body: text,
      });
    });
    socket.write(head);
    if (abortAfter === undefined) return void socket.write(body);
    socket.write(body.subarray(0, abortAfter), () => setImmediate(() => socket.destroy()));
  });
}

describe('malformed multipart bodies on every upload endpoint', () => {
  let t: TestApp;
  let server: Server;
  let port: number;
  const tokens: Record<string, string> = {};
  let clientRequest: string;
  let lastRequest: IncomingMessage | undefined;

  beforeAll(async () => {
    t = await createTestApp();
    const { token, userId } = await t.signup('uploads@example.com');
    tokens.client = token;
    tokens.admin = await t.tokenFor('admin');
    tokens.attorney = await t.tokenFor('attorney');
    clientRequest = (
      await t.storage.collection('legalRequests').insert({
        requestNumber: 'REQ-MULTIPART',
        clientId: userId,
        title: 'Uploads',
        description: 'A request for upload tests.',
        category: 'Real Estate',
      })
    ).id;
    server = createServer(t.app);
    server.on('request', (req: IncomingMessage) => (lastRequest = req));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  const anonymous = () => '';
  const as = (role: string) => () => tokens[role]!;
  const ENDPOINTS: [string, Endpoint][] = [
    ['chat upload', { path: '/api/chat/upload', token: anonymous, field: 'files', sample: PDF }],
    ['wizard submission', { path: '/api/requests/submit', token: as('client'), field: 'files', sample: PDF }],
    ['message', { path: '/api/messages', token: as('client'), field: 'attachments', sample: PDF }],
    [
      'client request files',
      { path: '/api/dashboard/requests/{request}/files', token: as('client'), field: 'files', sample: PDF },
    ],
    [
      'staff request files',
      { path: '/api/admin/requests/{request}/files', token: as('admin'), field: 'files', sample: PDF },
    ],
    ['dashboard upload', { path: '/api/dashboard/files/upload', token: as('client'), field: 'file', sample: PDF }],
    ['composer upload', { path: '/api/files/upload-message', token: as('client'), field: 'file', sample: PDF }],
    ['document review', { path: '/api/documents/review', token: as('client'), field: 'file', sample: PDF }],
    ['attorney photo', { path: '/api/attorney/profile/photo', token: as('attorney'), field: 'photo', sample: PNG }],
    ['staff avatar', { path: '/api/admin/avatar', token: as('admin'), field: 'avatar', sample: PNG }],
  ];

  /** What is stored: file records and the files folder (half-written files included). */
  const stored = async () => ({
    records: await t.storage.collection('files').count({}),
    onDisk: (await readdir(join(t.config.dataDir, 'files')).catch(() => [])).sort(),
  });

  /**
   * What is stored once the server has let go of the aborted request: the same in five looks in a row (a save it had
   * begun may still be removing its partial file), or whatever it is after five seconds.
   */
  const settledStore = async (expected: Awaited<ReturnType<typeof stored>>) => {
    let current = await stored();
    for (let round = 0, same = 0; round < 250 && same < 5; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      current = await stored();
      same = JSON.stringify(current) === JSON.stringify(expected) ? same + 1 : 0;
    }
    return current;
  };

  describe.each(ENDPOINTS)('%s', (_name, endpoint) => {
    const path = () => endpoint.path.replace('{request}', clientRequest);

    it.each(MALFORMED)('answers %s with a 4xx in the error shape and stores nothing', async (_case, build) => {
      const before = await stored();
      const answer = (await send(port, path(), endpoint.token(), build(endpoint.field, endpoint.sample)))!;
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.contentType).toMatch(/application\/json/);
      const body = JSON.parse(answer.body) as Record<string, unknown>;
      expect(typeof body.error).toBe('string');
      expect(typeof body.code).toBe('string');
      expect(await stored()).toEqual(before);
    });

    it('keeps nothing of an upload aborted mid-way, and answers the next call', async () => {
      const before = await stored();
      const big = { ...endpoint.sample, bytes: Buffer.concat([endpoint.sample.bytes, randomBytes(512 * 1024)]) };
      const body = multipart(filePart(endpoint.field, big), closing);
      await send(port, path(), endpoint.token(), body, 64 * 1024);
      const aborted = lastRequest!;
      if (!aborted.destroyed) await new Promise((resolve) => aborted.once('close', resolve));
      await request(t.app).get('/healthz').expect(200);
      // The server learns of the hang-up on its own schedule: wait for its clean-up, then compare.
      expect(await settledStore(before)).toEqual(before);
    });
  });
});

describe('an upload cut short by a killed process', () => {
  it('leaves no half-written file once the server starts again', async () => {
    const dir = await withTempDir();
    const first = await createTestApp({ dataDir: dir.path });
    await first.close();
    // What `kill -9` during a save leaves behind: the temporary name the file was being written under.
    const partial = join(dir.path, 'files', `${'a'.repeat(24)}.partial`);
    await mkdir(dirname(partial), { recursive: true });
    await writeFile(partial, randomBytes(1024));
    const restarted = await createTestApp({ dataDir: dir.path });
    expect(await readdir(join(dir.path, 'files'))).toEqual([]);
    await restarted.close();
    await dir.cleanup();
  });
});
