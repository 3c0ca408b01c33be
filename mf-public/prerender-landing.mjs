/**
 * Writes the landing's static pieces beside the bundle in `dist/<version>/`:
 * - `landing.html`: the landing page's scene (everything but the chat) rendered to static HTML. The server sends it in
 *   front of the shell for `/` (api/src/web/landing-page.ts), so the page paints before any script has loaded; the
 *   shell drops it once the remote has drawn the same markup.
 * - `early-chat.html` and `early-chat.js`: the chat as it looks open, and the classic script that opens it once the
 *   page has loaded and keeps the visitor's message until the app's chat takes it over (src/features/chat/early-chat).
 * Vite loads the TypeScript sources (and @lexa/common's bundler-only ES build) for Node.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { build, createServer } from 'vite';

const dir = import.meta.dirname;
const vite = await createServer({
  root: dir,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  ssr: { noExternal: ['@lexa/common'] },
});
let outDir;
let precompressFile;
try {
  const { LandingScene } = await vite.ssrLoadModule('/src/features/landing/components/LandingScene.tsx');
  const { EarlyChatPanel } = await vite.ssrLoadModule('/src/features/chat/early-chat/EarlyChatPanel.tsx');
  const { packageVersion } = await vite.ssrLoadModule('../tooling/federation.ts');
  ({ precompressFile } = await vite.ssrLoadModule('../tooling/precompress-dir.ts'));
  outDir = join(dir, 'dist', packageVersion(dir));
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
  writeFileSync(join(outDir, 'landing.html'), still + markup);
  writeFileSync(join(outDir, 'early-chat.html'), renderToStaticMarkup(createElement(EarlyChatPanel)));
} finally {
  await vite.close();
}

await build({
  root: dir,
  configFile: false,
  logLevel: 'error',
  build: {
    outDir,
    emptyOutDir: false,
    target: 'es2020',
    minify: true,
    lib: {
      entry: join(dir, 'src/features/chat/early-chat/early-chat-script.ts'),
      formats: ['iife'],
      name: 'lexaEarlyChat',
      fileName: () => 'early-chat.js',
    },
  },
});
await precompressFile(join(outDir, 'early-chat.js'));
