/**
 * The standalone embeddable chat widget, built after the federated bundle into `dist/<version>/widget/`:
 * `widget.js`, a classic-script launcher without React that any page loads with one tag, and `widget-app.js`, the
 * ES module it imports on first interest (React, tree-shaken antd and the chat, bundled rather than federated since
 * the host page has no federation runtime). Chunks go to `assets/` with hashes.
 */
import { defineConfig, type Plugin } from 'vite';
import { common, packageVersion } from '../tooling/federation';
import { precompress } from '../tooling/precompress';

const version = packageVersion(import.meta.dirname);

/**
 * Vite emits ES chunks only; the launcher runs as a classic script, so its chunk must import nothing and is wrapped
 * in a function so that its top-level names stay off the page's global scope.
 */
function classicLauncher(name: string): Plugin {
  return {
    name: 'lexa-classic-launcher',
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.name === name);
      if (!chunk || chunk.type !== 'chunk') throw new Error(`the ${name} entry is missing`);
      if (chunk.imports.length || chunk.exports.length)
        throw new Error(`${chunk.fileName} must neither import nor export (it runs as a classic script)`);
      chunk.code = `(function(){${chunk.code}})();\n`;
    },
  };
}

export default defineConfig({
  ...common,
  base: './',
  define: {
    ...common.define,
    __BUNDLE_VERSION__: JSON.stringify(version),
    __BUNDLE_NAME__: JSON.stringify('mf-public-widget'),
  },
  build: {
    ...common.build,
    outDir: `dist/${version}/widget`,
    emptyOutDir: true,
    rollupOptions: {
      ...common.build?.rollupOptions,
      input: { widget: 'src/widget/launcher.ts', 'widget-app': 'src/widget/widget-app.tsx' },
      // The widget module's export is its interface with the launcher.
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  plugins: [classicLauncher('widget'), precompress()],
});
