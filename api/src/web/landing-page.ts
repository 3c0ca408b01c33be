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
 * The markup is inert until the remote replaces it. Without that file it leaves the page to the plain shell. Beside it
 * goes the early chat (`early-chat.html` and its script): the chat opens and takes a message before the app has
 * loaded, and the app's chat takes it over (mf-public/src/features/chat/early-chat).
 */
export function landingPage(root: string, manifestPath: string): RequestHandler {
  return async (req, res, next) => {
    const remote = await manifestRemote(manifestPath, 'mf-public');
    if (!remote || !req.accepts('html')) return next();
    const remoteDir = join(root, 'mf-public', 'dist', remote.version);
    const [shell, landing, earlyChat] = await Promise.all([
      readFile(join(root, 'shell', 'dist', 'index.html'), 'utf8').catch(() => null),
      readFile(join(remoteDir, 'landing.html'), 'utf8').catch(() => null),
      readFile(join(remoteDir, 'early-chat.html'), 'utf8').catch(() => ''),
    ]);
    if (shell === null || landing === null || !shell.includes('<div id="root">')) return next();
    const head = remote.entry
      ? `<link rel="modulepreload" crossorigin href="${remote.entry}">` +
        // The early chat's script sits beside the remote's entry (mf-public/prerender-landing.mjs).
        (earlyChat ? `<script defer src="${remote.entry.replace(/[^/]*$/, 'early-chat.js')}"></script>` : '')
      : '';
    const page = shell
      .replace('</head>', `${head}</head>`)
      .replace('<div id="root">', `<div id="${PRERENDERED_ID}" inert>${landing}</div>${earlyChat}<div id="root">`);
    res.set('Cache-Control', 'no-cache').type('html');
    // The page is composed per request, so it is compressed like the API's answers.
    compressJson(req, res, () => res.send(page));
  };
}
