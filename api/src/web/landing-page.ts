import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import { compressJson } from './compress-json';
import { manifestRemote } from './remotes-manifest';

/** The shell drops this element once the remote has drawn the page (shell/src/remotes/prerendered-page.tsx). */
const PRERENDERED_ID = 'lexa-prerendered';

/**
 * The shell's page for `/` with the landing's static markup in front of the app (`landing.html`, which mf-public's
 * build writes beside its bundle) and the remote's entry preloaded, both from the mf-public version the manifest
 * names: the landing paints from the HTML alone, and a release of mf-public is still picked up through the manifest.
 * The markup is inert until the remote replaces it. Without that file it leaves the page to the plain shell.
 */
export function landingPage(root: string, manifestPath: string): RequestHandler {
  return async (req, res, next) => {
    const remote = await manifestRemote(manifestPath, 'mf-public');
    if (!remote || !req.accepts('html')) return next();
    const [shell, landing] = await Promise.all([
      readFile(join(root, 'shell', 'dist', 'index.html'), 'utf8').catch(() => null),
      readFile(join(root, 'mf-public', 'dist', remote.version, 'landing.html'), 'utf8').catch(() => null),
    ]);
    if (shell === null || landing === null || !shell.includes('<div id="root">')) return next();
    const preload = remote.entry ? `<link rel="modulepreload" crossorigin href="${remote.entry}">` : '';
    const page = shell
      .replace('</head>', `${preload}</head>`)
      .replace('<div id="root">', `<div id="${PRERENDERED_ID}" inert>${landing}</div><div id="root">`);
    res.set('Cache-Control', 'no-cache').type('html');
    // The page is composed per request, so it is compressed like the API's answers.
    compressJson(req, res, () => res.send(page));
  };
}
