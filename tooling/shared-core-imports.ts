import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Files of `@lexa/common`'s antd-based entries, which each remote bundles (they are not shared). */
const BUNDLED_ENTRY_FILE = /[/\\]common[/\\]dist[/\\]esm[/\\](ui|staff)[/\\]/;

/**
 * The staff and UI entries import the package's core (`@lexa/common`: session store, API clients, live socket) by
 * its name, but the federation plugin keeps a package's imports of itself local: each remote would bundle, and
 * download, a second core with a second session store. Resolving those imports as if the remote's own code made them
 * hands them the page's one shared core.
 */
export function sharedCoreImports(dir: string): Plugin {
  const remoteSource = join(dir, 'src', 'App.tsx');
  return {
    name: 'lexa-shared-core-imports',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== '@lexa/common' || !importer || !BUNDLED_ENTRY_FILE.test(importer)) return null;
      return this.resolve(source, remoteSource, { ...options, skipSelf: true });
    },
  };
}
