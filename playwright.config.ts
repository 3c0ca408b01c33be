import { defineConfig } from '@playwright/test';
import { E2E_PORT } from './e2e/support/runtime';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tooling/chromium.cjs';

/**
 * Browser journeys against the built product (`npm run build` first), served by the real API on a fresh
 * data folder. Debian's Chromium, never a downloaded browser.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  // One retry on CI only: a journey that fails twice is a failure; one that passes on retry is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
