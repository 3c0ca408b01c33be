/**
 * Every remote's standalone page (vite dev / preview, outside the shell) is the same few lines: this plugin serves it
 * in dev and emits it as `index.html` in the build, so the remotes keep no copy of their own.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const page = (name: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Lexa ${name} (standalone)</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/standalone.tsx"></script>
  </body>
</html>
`;

export function standalonePage(name: string): Plugin {
  let indexPath = '';
  return {
    name: 'lexa-standalone-page',
    enforce: 'pre',
    configResolved(config) {
      // The build's default input: the page stands where Vite looks for it, without a file on disk.
      indexPath = resolve(config.root, 'index.html');
    },
    resolveId(id) {
      return id === indexPath ? id : null;
    },
    load(id) {
      return id === indexPath ? page(name) : null;
    },
    configureServer(server) {
      // Any page navigation (no file extension but .html) gets the page, as Vite's SPA fallback would index.html.
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0];
        const navigation = req.headers.accept?.includes('text/html') && !/\.(?!html$)\w+$/.test(path);
        if (req.method !== 'GET' || !navigation) return next();
        server
          .transformIndexHtml(req.url ?? '/', page(name), req.originalUrl)
          .then((html) => res.setHeader('Content-Type', 'text/html').end(html))
          .catch(next);
      });
    },
  };
}
