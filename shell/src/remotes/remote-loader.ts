import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RemoteManifest } from '@lexa/common';
import type { ComponentType } from 'react';
import type { RemoteName } from '../app/route-table';

/** Federation names cannot contain dashes. */
const federationName = (remote: RemoteName) => remote.replace(/-/g, '_');

let manifestPromise: Promise<RemoteManifest> | null = null;

/**
 * Reads the remotes' URLs and versions at runtime and registers them, so a remote can be redeployed
 * without rebuilding the shell. Fetched once per page load, never from cache.
 */
export function loadManifest(): Promise<RemoteManifest> {
  manifestPromise ??= fetch('/remotes.json', { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return response.json() as Promise<RemoteManifest>;
    })
    .then((manifest) => {
      registerRemotes(
        Object.entries(manifest).map(([name, { entry }]) => ({
          name: federationName(name as RemoteName),
          entry: new URL(entry, window.location.origin).href,
          type: 'module',
        })),
      );
      (window as unknown as { __LEXA_BUNDLES__: unknown }).__LEXA_BUNDLES__ = {
        shell: __BUNDLE_VERSION__,
        ...Object.fromEntries(Object.entries(manifest).map(([name, { version }]) => [name, version])),
      };
      return manifest;
    })
    .catch((error: unknown) => {
      manifestPromise = null;
      throw error;
    });
  return manifestPromise;
}

export async function loadRemoteApp(remote: RemoteName): Promise<{ default: ComponentType }> {
  await loadManifest();
  const module = await loadRemote<{ default: ComponentType }>(`${federationName(remote)}/App`);
  if (!module?.default) throw new Error(`Remote ${remote} exposed no App`);
  return module;
}
