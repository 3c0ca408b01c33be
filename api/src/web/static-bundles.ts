import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { Router, type RequestHandler } from 'express';
import { notFound } from '../http/errors';
import { landingPage } from './landing-page';
import { precompressedFiles } from './precompressed-files';
import { manifestRemote } from './remotes-manifest';

const REMOTES = ['mf-public', 'mf-client', 'mf-admin', 'mf-attorney'] as const;

/** A versioned build never changes: hashed assets are cached for a year, entries briefly; any site may load them. */
function bundleFiles(dir: string): RequestHandler {
  return precompressedFiles(dir, {
    immutable: (file) => file.includes(`${sep}assets${sep}`),
    revalidated: 'public, max-age=60',
    headers: { 'Access-Control-Allow-Origin': '*' },
  });
}

/**
 * Serves what the browser loads. `files`, mounted before the document security headers: the runtime manifest (read
 * from disk on every request, so editing it switches a remote without a restart; revalidated by its ETag), each
 * remote's versioned builds, the embeddable chat widget (`/widget/*`, from the mf-public version the manifest names)
 * and the shell's hashed files. `document`, mounted after them: the landing's prerendered page for `/`, and the shell's
 * page for any other path (SPA fallback).
 */
export function staticBundles(root: string, manifestPath: string): { files: Router; document: Router } {
  const router = Router();

  router.get('/remotes.json', async (_req, res) => {
    const manifest = await readFile(manifestPath, 'utf8').catch(() => null);
    if (manifest === null) throw notFound('Remotes manifest');
    res.set('Cache-Control', 'no-cache').type('application/json').send(manifest);
  });

  for (const remote of REMOTES) router.use(`/remotes/${remote}`, bundleFiles(join(root, remote, 'dist')));
  router.use('/remotes', (_req, _res, next) => next(notFound('Bundle file')));

  // External sites embed `/widget/widget.js` at a fixed address; the manifest picks the build behind it.
  const widgetFiles = new Map<string, RequestHandler>();
  router.use('/widget', async (req, res, next) => {
    const version = (await manifestRemote(manifestPath, 'mf-public'))?.version;
    if (!version) return next(notFound('Widget file'));
    let serve = widgetFiles.get(version);
    if (!serve) widgetFiles.set(version, (serve = bundleFiles(join(root, 'mf-public', 'dist', version, 'widget'))));
    serve(req, res, () => next(notFound('Widget file')));
  });

  const shellDist = join(root, 'shell', 'dist');
  const shellIndex = join(shellDist, 'index.html');
  // Every file of the shell but its page has a hashed name; the page names them, so it is revalidated each time.
  const shellFiles = precompressedFiles(shellDist, {
    immutable: (file) => file !== shellIndex,
    revalidated: 'no-cache',
  });
  router.use((req, res, next) => {
    if (req.path.startsWith('/api/') || req.path === '/index.html') return next();
    shellFiles(req, res, next);
  });

  const document = Router();
  document.get('/', landingPage(root, manifestPath));
  document.get(/^(?!\/api\/|\/ws$|\/remotes\/|\/widget\/).*/, (req, res, next) => {
    if (!req.accepts('html') || !existsSync(shellIndex)) return next();
    req.url = '/index.html';
    shellFiles(req, res, next);
  });
  return { files: router, document };
}
