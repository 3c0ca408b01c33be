import { defineConfig } from 'vite';
import { hostConfig } from '../tooling/federation';

export default defineConfig({
  ...hostConfig(import.meta.dirname),
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
