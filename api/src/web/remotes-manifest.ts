import { readFile } from 'node:fs/promises';

const VERSION = /^[\w.-]+$/;
const SAME_ORIGIN_ENTRY = /^\/remotes\/[\w.-]+\/[\w.-]+\/[\w.-]+\.js$/;

export interface ManifestRemote {
  version: string;
  /** The remote's entry when it is a plain same-origin bundle path (`/remotes/<name>/<version>/…js`), else null. */
  entry: string | null;
}

/**
 * What the manifest names for `remote`, read from disk on every call (editing the manifest switches a remote without
 * a restart), or null when the manifest or the entry is missing or malformed.
 */
export async function manifestRemote(manifestPath: string, remote: string): Promise<ManifestRemote | null> {
  const text = await readFile(manifestPath, 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const named = (JSON.parse(text) as Record<string, { version?: unknown; entry?: unknown } | undefined>)[remote];
    const { version, entry } = named ?? {};
    if (typeof version !== 'string' || !VERSION.test(version)) return null;
    return { version, entry: typeof entry === 'string' && SAME_ORIGIN_ENTRY.test(entry) ? entry : null };
  } catch {
    return null;
  }
}
