/**
 * Writes `dist/<version>/landing.html`: the landing page's scene (everything but the chat) rendered to static HTML.
 * The server sends it in front of the shell for `/` (api/src/web/landing-page.ts), so the page paints before any script
 * has loaded; the shell drops it once the remote has drawn the same markup. Vite loads the TypeScript sources (and
 * @lexa/common's bundler-only ES build) for Node.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createServer } from 'vite';

const dir = import.meta.dirname;
const vite = await createServer({
  root: dir,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  ssr: { noExternal: ['@lexa/common'] },
});
try {
  const { LandingScene } = await vite.ssrLoadModule('/src/features/landing/components/LandingScene.tsx');
  const { packageVersion } = await vite.ssrLoadModule('../tooling/federation.ts');
  const ignore = () => undefined;
  const markup = renderToStaticMarkup(
    createElement(LandingScene, {
      query: '',
      onQueryChange: ignore,
      onPick: ignore,
      showTitle: true,
      onNavigate: ignore,
    }),
  );
  // The copy holds its columns still: scrolling them would take the main thread from the scripts that replace it.
  const still = '<style>.lexa-landing-track { animation-play-state: paused; }</style>';
  writeFileSync(join(dir, 'dist', packageVersion(dir), 'landing.html'), still + markup);
} finally {
  await vite.close();
}
