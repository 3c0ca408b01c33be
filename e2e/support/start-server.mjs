// Starts the built API for the browser journeys: a fresh data folder and a private copy of the manifest
// (the release test edits it), then the real server.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = process.env.E2E_PORT ?? '8190';
// One folder per port (see e2e/support/runtime.ts), so parallel runs on other ports keep their data.
const runtime = join(root, 'e2e', '.runtime', port);
rmSync(runtime, { recursive: true, force: true });
mkdirSync(runtime, { recursive: true });
copyFileSync(join(root, 'remotes.json'), join(runtime, 'remotes.json'));

Object.assign(process.env, {
  NODE_ENV: 'development',
  PORT: port,
  DATA_DIR: join(runtime, 'data'),
  REMOTES_MANIFEST: join(runtime, 'remotes.json'),
  STATIC_ROOT: root,
  LOG_LEVEL: 'warn',
  // The marketing page that embeds the widget (e2e/embedded-widget.e2e.ts; WIDGET_HOST_PORT in runtime.ts).
  CORS_ORIGINS: 'http://127.0.0.1:8191,http://localhost:8191',
  // Every journey comes from 127.0.0.1: per-address limits sized for one visitor would throttle the whole suite.
  LOGIN_RATE_MAX: '200',
  LINK_RATE_IP_MAX: '200',
  REDEEM_RATE_IP_MAX: '200',
  CHECK_EMAIL_RATE_IP_MAX: '200',
  CHAT_RATE_IP_MAX: '600',
  CHAT_OPEN_RATE_IP_MAX: '600',
  VISIT_RATE_IP_MAX: '600',
  DRAFT_RATE_IP_MAX: '600',
  ANALYZE_RATE_IP_MAX: '200',
  SUBMIT_RATE_IP_MAX: '200',
  SIGNUP_RATE_IP_MAX: '1000',
});
createRequire(import.meta.url)(join(root, 'api', 'dist', 'server.js')).startServer();
