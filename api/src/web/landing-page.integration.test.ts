import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { withTempDir } from '../test-support/temp-dir';

const SHELL = '<!doctype html><html><head><title>Lexa</title></head><body><div id="root"></div></body></html>';
/** What mf-public's build writes: the landing's scene as static markup, big enough to be compressed. */
const landing = (version: string) =>
  `<div class="lexa-landing">${'<button>Service</button>'.repeat(80)}v${version}</div>`;

/** The early chat's static panel, which mf-public's build writes from 1.0.0 on in this test (2.0.0 has none). */
const EARLY_CHAT = '<div id="lexa-early-chat" class="lexa-chat" hidden><textarea></textarea></div>';

const manifest = (version: string) =>
  JSON.stringify({ 'mf-public': { entry: `/remotes/mf-public/${version}/remoteEntry.js`, version } });

describe('the landing page `/`', () => {
  let t: TestApp;
  let dir: Awaited<ReturnType<typeof withTempDir>>;
  let manifestPath: string;

  beforeAll(async () => {
    dir = await withTempDir();
    await mkdir(join(dir.path, 'shell', 'dist'), { recursive: true });
    await writeFile(join(dir.path, 'shell', 'dist', 'index.html'), SHELL);
    for (const version of ['1.0.0', '2.0.0']) {
      await mkdir(join(dir.path, 'mf-public', 'dist', version), { recursive: true });
      await writeFile(join(dir.path, 'mf-public', 'dist', version, 'landing.html'), landing(version));
    }
    await writeFile(join(dir.path, 'mf-public', 'dist', '1.0.0', 'early-chat.html'), EARLY_CHAT);
    manifestPath = join(dir.path, 'remotes.json');
    await writeFile(manifestPath, manifest('1.0.0'));
    t = await createTestApp({ staticRoot: dir.path, remotesManifest: manifestPath });
  });
  afterEach(() => writeFile(manifestPath, manifest('1.0.0')));
  afterAll(async () => {
    await t.close();
    await dir.cleanup();
  });

  it('carries the static landing of the manifest’s mf-public, inert in front of the app, its early chat, and preloads its entry', async () => {
    const page = await request(t.app).get('/?text=hello').set('Accept', 'text/html').set('Accept-Encoding', 'br');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/Accept-Encoding/i);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toBeDefined();
    expect(page.text).toContain(
      '<link rel="modulepreload" crossorigin href="/remotes/mf-public/1.0.0/remoteEntry.js">' +
        '<script defer src="/remotes/mf-public/1.0.0/early-chat.js"></script></head>',
    );
    // The early chat is outside the inert copy: it takes the visitor's message before the app has loaded.
    expect(page.text).toContain(
      `<div id="lexa-prerendered" inert>${landing('1.0.0')}</div>${EARLY_CHAT}<div id="root"></div>`,
    );

    await writeFile(manifestPath, manifest('2.0.0'));
    const released = await request(t.app).get('/').set('Accept', 'text/html');
    expect(released.text).toContain(`<div id="lexa-prerendered" inert>${landing('2.0.0')}</div><div id="root">`);
    expect(released.text).toContain('href="/remotes/mf-public/2.0.0/remoteEntry.js"></head>');
    expect(released.text).not.toContain('early-chat');
  });

  it('leaves every other page, and a build without the static landing, to the plain shell', async () => {
    const other = await request(t.app).get('/client/login').set('Accept', 'text/html');
    expect(other.text).toBe(SHELL);

    await rm(join(dir.path, 'mf-public', 'dist', '2.0.0', 'landing.html'));
    await writeFile(manifestPath, manifest('2.0.0'));
    const plain = await request(t.app).get('/').set('Accept', 'text/html');
    expect(plain.status).toBe(200);
    expect(plain.text).toBe(SHELL);
  });
});
