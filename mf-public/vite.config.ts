import { defineConfig } from 'vite';
import { remoteConfig } from '../tooling/federation';

export default defineConfig(remoteConfig(import.meta.dirname, 'mf-public', { './App': './src/App.tsx' }));
