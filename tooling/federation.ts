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
import { sharedCoreImports } from './shared-core-imports';
import { standalonePage } from './standalone-page';

type SharedConfig = Record<string, { singleton: true; requiredVersion?: string }>;

/**
 * What every bundle, the shell included, shares: one React, one router, one session store, one QueryClient. antd and
 * the antd-based entries (`@lexa/common/ui`, `@lexa/common/staff`) are not shared: a shared module is one chunk with
 * all its exports, so a shared antd made every staff page download the whole library (1.34 MB). Each remote bundles
 * the components it draws, tree-shaken and split along its lazy screens; a page mounts one remote, so nothing is
 * downloaded twice. Those entries reach the package's core through the shared instance (`sharedCoreImports`).
 */
const coreSingletons: SharedConfig = {
  react: { singleton: true },
  'react-dom': { singleton: true },
  // The router through the one entry that names what the screens use (router/index.ts).
  '@lexa/router': { singleton: true },
  zustand: { singleton: true },
  // One QueryClientProvider context for the page: the shell's provider must be the one every remote's hooks read.
  '@tanstack/react-query': { singleton: true },
  '@lexa/common': { singleton: true },
};

/** The bundle's version: its package.json, unless BUNDLE_VERSION overrides it for one build. */
export function packageVersion(dir: string): string {
  return (
    process.env.BUNDLE_VERSION ??
    (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version
  );
}

/** antd's own dependencies (rc-components, CSS-in-JS, colours): pure modules without a `sideEffects` field. */
const ANTD_BUILDING_BLOCKS =
  /[\\/]node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color))[\\/]/;

/** Build settings every bundle uses, the standalone chat widget included. */
export const common: UserConfig = {
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: {
      treeshake: {
        // antd's building blocks are side-effect-free modules that do not say so in their package.json, so a screen
        // importing one export got the whole package: a sign-in page with no form downloaded the form library and its
        // validator, because antd's input reads the form's context.
        moduleSideEffects: [{ test: ANTD_BUILDING_BLOCKS, sideEffects: false }],
      },
      // antd marks its modules "use client"; that directive means nothing in a client-only bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') },
};

/** A remote: exposes `./App` (its route subtree) and builds into a versioned folder with a relative base. */
export function remoteConfig(dir: string, name: string, exposes: Record<string, string>): UserConfig {
  const version = packageVersion(dir);
  return {
    ...common,
    base: './',
    define: { ...common.define, __BUNDLE_VERSION__: JSON.stringify(version), __BUNDLE_NAME__: JSON.stringify(name) },
    build: { ...common.build, outDir: `dist/${version}`, emptyOutDir: true },
    plugins: [
      sharedCoreImports(dir),
      federation({
        name: name.replace(/-/g, '_'),
        filename: 'remoteEntry.js',
        exposes,
        shared: coreSingletons,
        dts: false,
        // The shell provides the federation runtime (below): a remote does not download a second copy.
        experiments: { externalRuntime: true },
      }),
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
    plugins: [
      federation({
        name: 'shell',
        remotes: {},
        shared: coreSingletons,
        dts: false,
        // One federation runtime on the page, the shell's, which every remote uses (they load after it).
        experiments: { provideExternalRuntime: true },
      }),
      precompress(),
    ],
  };
}
