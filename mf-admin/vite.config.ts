import { defineConfig } from 'vite';
import { remoteConfig } from '../tooling/federation';

export default defineConfig(remoteConfig(import.meta.dirname, 'mf-admin', { './App': './src/App.tsx' }));
