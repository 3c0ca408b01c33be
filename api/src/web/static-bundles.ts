import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import express, { Router } from 'express';
import { notFound } from '../http/errors';

const REMOTES = ['mf-public', 'mf-client', 'mf-admin', 'mf-attorney'] as const;

/**
 * Serves what the browser loads: the runtime manifest (read from disk on every request, so editing it
 * switches a remote without a restart), each remote's versioned builds, and the shell with an SPA fallback.
 */
export function staticBundles(root: string, manifestPath: string): Router {
  const router = Router();

  router.get('/remotes.json', async (_req, res) => {
    const manifest = await readFile(manifestPath, 'utf8').catch(() => null);
    if (manifest === null) throw notFound('Remotes manifest');
    res.set('Cache-Control', 'no-store').type('application/json').send(manifest);
  });

  // A remote's versioned folders never change once built: hashed assets are cached for a year, entries briefly.
  for (const remote of REMOTES) {
    router.use(
      `/remotes/${remote}`,
      express.static(join(root, remote, 'dist'), {
        index: false,
        setHeaders: (response, path) => {
          response.set('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=60');
          response.set('Access-Control-Allow-Origin', '*');
        },
      }),
    );
  }
  router.use('/remotes', (_req, _res, next) => next(notFound('Bundle file')));

  const shellDist = join(root, 'shell', 'dist');
  const shellIndex = join(shellDist, 'index.html');
  router.use(express.static(shellDist, { index: false, maxAge: '1y', immutable: true }));
  router.get(/^(?!\/api\/|\/ws$|\/remotes\/).*/, (req, res, next) => {
    if (!req.accepts('html') || !existsSync(shellIndex)) return next();
    res.set('Cache-Control', 'no-cache').sendFile(shellIndex);
  });
  return router;
}
