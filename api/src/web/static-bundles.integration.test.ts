import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { withTempDir } from '../test-support/temp-dir';

const MARKETING_SITE = 'https://www.example-law.test';

/** A static root with two builds of mf-public's widget and a shell; the manifest picks one. */
async function staticRoot(root: string) {
  for (const version of ['1.0.0', '2.0.0']) {
    const widget = join(root, 'mf-public', 'dist', version, 'widget');
    await mkdir(join(widget, 'assets'), { recursive: true });
    await writeFile(join(widget, 'widget.js'), `/* launcher ${version} */`);
    await writeFile(join(widget, 'assets', 'chunk-abc123.js'), `/* chunk ${version} */`);
  }
  await mkdir(join(root, 'shell', 'dist'), { recursive: true });
  await writeFile(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
}

const manifest = (version: string) =>
  JSON.stringify({ 'mf-public': { entry: `/remotes/mf-public/${version}/remoteEntry.js`, version } });

describe('the embeddable widget files', () => {
  let t: TestApp;
  let dir: Awaited<ReturnType<typeof withTempDir>>;
  let manifestPath: string;

  beforeAll(async () => {
    dir = await withTempDir();
    await staticRoot(dir.path);
    manifestPath = join(dir.path, 'remotes.json');
    await writeFile(manifestPath, manifest('1.0.0'));
    t = await createTestApp({ staticRoot: dir.path, remotesManifest: manifestPath, corsOrigins: [MARKETING_SITE] });
  });
  afterAll(async () => {
    await t.close();
    await dir.cleanup();
  });

  it('serves /widget/* from the mf-public version the manifest names, to any site, cached like the remotes', async () => {
    const launcher = await request(t.app).get('/widget/widget.js').set('Origin', 'https://anywhere.test');
    expect(launcher.status).toBe(200);
    expect(launcher.text).toBe('/* launcher 1.0.0 */');
    expect(launcher.headers['access-control-allow-origin']).toBe('*');
    expect(launcher.headers['cache-control']).toBe('public, max-age=60');
    expect(launcher.headers['content-type']).toMatch(/javascript/);

    const chunk = await request(t.app).get('/widget/assets/chunk-abc123.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');

    await writeFile(manifestPath, manifest('2.0.0'));
    expect((await request(t.app).get('/widget/widget.js')).text).toBe('/* launcher 2.0.0 */');
    await writeFile(manifestPath, manifest('1.0.0'));
  });

  it('answers 404 JSON for a missing file, an unusable manifest entry or path tricks, never the shell', async () => {
    const missing = await request(t.app).get('/widget/nope.js').set('Accept', 'text/html');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBeDefined();
    expect((await request(t.app).get('/widget/..%2F..%2F..%2Fremotes.json')).status).toBe(404);

    await writeFile(manifestPath, manifest('../../shell'));
    expect((await request(t.app).get('/widget/widget.js')).status).toBe(404);
    await writeFile(manifestPath, manifest('1.0.0'));
  });

  it('lets an allowed marketing site call the API, and only that one', async () => {
    const allowed = await request(t.app)
      .post('/api/chat/init')
      .set('Origin', MARKETING_SITE)
      .send({ sessionId: 'session_1_widgetabc', userAgent: 'jest' });
    expect(allowed.status).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(MARKETING_SITE);

    const other = await request(t.app)
      .options('/api/chat/init')
      .set('Origin', 'https://evil.test')
      .set('Access-Control-Request-Method', 'POST');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
