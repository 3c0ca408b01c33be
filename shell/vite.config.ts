import { defineConfig, type Plugin } from 'vite';
import { hostConfig } from '../tooling/federation';

/**
 * The federation runtime fetches the shell's shared modules one after another as it starts, then the bootstrap: on a
 * slow network that chain, not the bytes, delays the first screen. The shell has no lazy screens (every chunk of it
 * loads on every page), so its page preloads them all at once.
 */
function preloadEveryChunk(): Plugin {
  return {
    name: 'lexa-preload-every-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((file) => file.type === 'chunk' && !file.isEntry);
        return chunks
          .filter((chunk) => !html.includes(`/${chunk.fileName}"`))
          .map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

const host = hostConfig(import.meta.dirname);

export default defineConfig({
  ...host,
  plugins: [...(host.plugins ?? []), preloadEveryChunk()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/ws': { target: 'ws://localhost:8080', ws: true },
      '/remotes': 'http://localhost:8080',
      '/remotes.json': 'http://localhost:8080',
      '/widget': 'http://localhost:8080',
    },
  },
});
