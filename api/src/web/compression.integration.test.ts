import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from '../../../tooling/precompress-dir';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { withTempDir } from '../test-support/temp-dir';

/** A few KB of script, compressible like a real chunk. */
const CHUNK = Array.from({ length: 200 }, (_, i) => `export const value${i} = "chunk line ${i}";`).join('\n');
const PAGE = `<!doctype html><html><head><title>shell</title></head><body>${'<div></div>'.repeat(150)}</body></html>`;

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request through a real socket, the body exactly as it came over the wire (no client-side decoding). */
function rawGet(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded({ headers, body }: RawResponse): Buffer {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(body);
  if (headers['content-encoding'] === 'gzip') return gunzipSync(body);
  return body;
}

describe('compressed delivery', () => {
  let t: TestApp;
  let dir: Awaited<ReturnType<typeof withTempDir>>;
  let baseUrl: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    dir = await withTempDir();
    const shell = join(dir.path, 'shell', 'dist');
    const remote = join(dir.path, 'mf-client', 'dist', '1.0.0');
    await mkdir(join(shell, 'assets'), { recursive: true });
    await mkdir(join(remote, 'assets'), { recursive: true });
    await writeFile(join(shell, 'index.html'), PAGE);
    await writeFile(join(shell, 'assets', 'bootstrap-abc123.js'), CHUNK);
    await writeFile(join(shell, 'assets', 'tiny-abc123.js'), 'export {};');
    await writeFile(join(remote, 'remoteEntry.js'), CHUNK);
    await writeFile(join(remote, 'assets', 'App-def456.css'), `.a{color:red}\n`.repeat(200));
    // The build step itself writes the twins, as `npm run build` does.
    await precompressDir(shell);
    await precompressDir(remote);
    const manifestPath = join(dir.path, 'remotes.json');
    await writeFile(
      manifestPath,
      JSON.stringify({ 'mf-client': { entry: '/remotes/mf-client/1.0.0/remoteEntry.js' } }),
    );
    t = await createTestApp({ staticRoot: dir.path, remotesManifest: manifestPath });
    const server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => {
    await close();
    await t.close();
    await dir.cleanup();
  });

  it.each([
    ['br', 'br, gzip'],
    ['gzip', 'gzip, deflate'],
    ['identity', 'identity'],
    ['identity', undefined],
  ])('sends a hashed chunk as %s to a browser accepting %s, the same bytes once decoded', async (sent, accept) => {
    const encoding = sent === 'identity' ? undefined : sent;
    const response = await rawGet(baseUrl, '/assets/bootstrap-abc123.js', accept ? { 'Accept-Encoding': accept } : {});
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['content-length']).toBe(String(response.body.length));
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(response).toString()).toBe(CHUNK);
    if (encoding) expect(response.body.length).toBeLessThan(CHUNK.length / 3);
  });

  it('keeps the security headers that concern documents off the chunks, and on the page', async () => {
    const chunk = await rawGet(baseUrl, '/remotes/mf-client/1.0.0/assets/App-def456.css', { 'Accept-Encoding': 'br' });
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.headers['content-type']).toMatch(/^text\/css/);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['x-content-type-options']).toBe('nosniff');
    expect(chunk.headers['content-security-policy']).toBeUndefined();
    expect(chunk.headers['strict-transport-security']).toBeUndefined();
    // Never revalidated: no validators nor ranges on a file the page loads fifty of.
    expect(chunk.headers.etag).toBeUndefined();
    expect(chunk.headers['last-modified']).toBeUndefined();
    expect(chunk.headers['accept-ranges']).toBeUndefined();

    const page = await rawGet(baseUrl, '/client/dashboard', { Accept: 'text/html', 'Accept-Encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toBeDefined();
    expect(decoded(page).toString()).toBe(PAGE);
  });

  it('sends a file under 1 KB as it is, and revalidates the manifest and a remote entry', async () => {
    const tiny = await rawGet(baseUrl, '/assets/tiny-abc123.js', { 'Accept-Encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};');

    const manifest = await rawGet(baseUrl, '/remotes.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const again = await rawGet(baseUrl, '/remotes.json', { 'If-None-Match': String(manifest.headers.etag) });
    expect(again.status).toBe(304);

    const entry = await rawGet(baseUrl, '/remotes/mf-client/1.0.0/remoteEntry.js', { 'Accept-Encoding': 'gzip' });
    expect(entry.headers['content-encoding']).toBe('gzip');
    expect(entry.headers['cache-control']).toBe('public, max-age=60');
    expect(decoded(entry).toString()).toBe(CHUNK);
    const entryAgain = await rawGet(baseUrl, '/remotes/mf-client/1.0.0/remoteEntry.js', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': String(entry.headers.etag),
    });
    expect(entryAgain.status).toBe(304);
  });

  it('compresses API JSON of 1 KB and more for callers that accept it, byte-identical once decoded', async () => {
    const token = await t.tokenFor('admin');
    const path = '/api/admin/requests';
    const plain = await rawGet(baseUrl, path, { Authorization: `Bearer ${token}` });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThanOrEqual(1024);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);

    for (const encoding of ['br', 'gzip']) {
      const response = await rawGet(baseUrl, path, { Authorization: `Bearer ${token}`, 'Accept-Encoding': encoding });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-length']).toBe(String(response.body.length));
      expect(response.body.length).toBeLessThan(plain.body.length);
      expect(decoded(response).equals(plain.body)).toBe(true);
    }
  });

  it('leaves small API answers uncompressed', async () => {
    const response = await rawGet(baseUrl, '/api/settings/nothing-here', { 'Accept-Encoding': 'br, gzip' });
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString()).code).toBe('NOT_FOUND');
  });
});
