declare global {
  interface Window {
    /** Set by the shell from the runtime remotes manifest; absent when this remote runs standalone. */
    __LEXA_BUNDLES__?: Record<string, unknown>;
  }
}

/** The versions of the other bundles on this page (name, version), for operators checking a deployment. */
export function otherBundleVersions(): [string, string][] {
  return Object.entries(window.__LEXA_BUNDLES__ ?? {}).filter(
    (entry): entry is [string, string] => entry[0] !== __BUNDLE_NAME__ && typeof entry[1] === 'string',
  );
}
