/** One entry of the runtime remotes manifest (`/remotes.json`). */
export interface RemoteManifestEntry {
  entry: string;
  version: string;
}
export type RemoteManifest = Record<string, RemoteManifestEntry>;
