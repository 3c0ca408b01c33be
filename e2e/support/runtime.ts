import { join } from 'node:path';

/** Where the e2e server keeps its state; shared by the server script and the tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8190);
export const REPO_ROOT = join(__dirname, '..', '..');
/** One folder per port, so runs on different ports never wipe each other's data. */
export const E2E_RUNTIME_DIR = join(REPO_ROOT, 'e2e', '.runtime', String(E2E_PORT));
export const E2E_MANIFEST = join(E2E_RUNTIME_DIR, 'remotes.json');
/** The port of the external page embedding the widget; e2e/support/start-server.mjs allows it through CORS_ORIGINS. */
export const WIDGET_HOST_PORT = 8191;
