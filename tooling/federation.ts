/**
 * One federation setup for the shell and the four remotes, so the shared singletons can never drift apart.
 * Remotes build into `dist/<version>/` so that several versions can be hosted side by side and the runtime
 * manifest (`remotes.json`) alone decides which one the shell loads.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { federation } from '@module-federation/vite';
import type { UserConfig } from 'vite';
import { precompress } from './precompress';
import { standalonePage } from './standalone-page';

type SharedConfig = Record<string, { singleton: true; requiredVersion?: string }>;

/** What every bundle, the shell included, shares. */
const coreSingletons: SharedConfig = {
  react: { singleton: true },
  'react-dom': { singleton: true },
  'react-router-dom': { singleton: true },
  zustand: { singleton: true },
  // One QueryClientProvider context for the page: the shell's provider must be the one every remote's hooks read.
  '@tanstack/react-query': { singleton: true },
  '@lexa/common': { singleton: true },
};

/**
 * What only the remotes share. A host loads every share it provides when it starts, so the shell (which draws no
 * antd) must not provide antd: the first remote that needs it provides it to the others. antd is shared whole: the
 * plugin's tree-shaken shared artifact sometimes bundled a second React into it (hooks then crash), so it is not used.
 */
const remoteSingletons: SharedConfig = {
  ...coreSingletons,
  antd: { singleton: true },
  '@lexa/common/ui': { singleton: true },
  '@lexa/common/staff': { singleton: true },
};

/** The bundle's version: its package.json, unless BUNDLE_VERSION overrides it for one build. */
export function packageVersion(dir: string): string {
  return (
    process.env.BUNDLE_VERSION ??
    (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version
  );
}

/** Build settings every bundle uses, the standalone chat widget included. */
export const common: UserConfig = {
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: {
      // antd marks its modules "use client"; that directive means nothing in a client-only bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
};

export interface RemoteOptions {
  /**
   * Share antd and `@lexa/common/ui` with the other remotes (default). A remote that provides a share loads it
   * as soon as the shell initialises it, so mf-public, whose landing page must paint without antd, keeps its own
   * tree-shaken copy inside the lazy chunks of its antd screens instead.
   */
  shareAntd?: boolean;
}

/** A remote: exposes `./App` (its route subtree) and builds into a versioned folder with a relative base. */
export function remoteConfig(
  dir: string,
  name: string,
  exposes: Record<string, string>,
  options: RemoteOptions = {},
): UserConfig {
  const version = packageVersion(dir);
  const shared = options.shareAntd === false ? coreSingletons : remoteSingletons;
  return {
    ...common,
    base: './',
    define: { ...common.define, __BUNDLE_VERSION__: JSON.stringify(version), __BUNDLE_NAME__: JSON.stringify(name) },
    build: { ...common.build, outDir: `dist/${version}`, emptyOutDir: true },
    plugins: [
      federation({ name: name.replace(/-/g, '_'), filename: 'remoteEntry.js', exposes, shared, dts: false }),
      standalonePage(name),
      precompress(),
    ],
  };
}

/** The host: no remotes at build time; they are registered at runtime from `/remotes.json`. */
export function hostConfig(dir: string): UserConfig {
  const version = packageVersion(dir);
  return {
    ...common,
    base: '/',
    define: { ...common.define, __BUNDLE_VERSION__: JSON.stringify(version), __BUNDLE_NAME__: JSON.stringify('shell') },
    build: { ...common.build, outDir: 'dist', emptyOutDir: true },
    plugins: [federation({ name: 'shell', remotes: {}, shared: coreSingletons, dts: false }), precompress()],
  };
}
