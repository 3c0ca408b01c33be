/** The build step that writes the compressed twins (tooling/precompress-dir.ts) once Vite has written a bundle. */
import type { Plugin } from 'vite';
import { precompressDir } from './precompress-dir';

export function precompress(): Plugin {
  return {
    name: 'lexa-precompress',
    apply: 'build',
    async writeBundle(options) {
      if (options.dir) await precompressDir(options.dir);
    },
  };
}
