import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO } from './support/accounts';
import { E2E_MANIFEST, REPO_ROOT } from './support/runtime';

const NEW_VERSION = '1.0.1-e2e';

/** Releasing one remote: rebuild it with a new version, change only the manifest, reload. */
test.describe('runtime remotes', () => {
  const original = readFileSync(E2E_MANIFEST, 'utf8');
  test.afterEach(() => writeFileSync(E2E_MANIFEST, original));
  test.afterAll(() => rmSync(join(REPO_ROOT, 'mf-admin', 'dist', NEW_VERSION), { recursive: true, force: true }));

  test('a rebuilt mf-admin shows after a manifest change, without rebuilding the shell', async ({ page }) => {
    test.setTimeout(180_000);
    const shellIndex = join(REPO_ROOT, 'shell', 'dist', 'index.html');
    const shellBuiltAt = statSync(shellIndex).mtimeMs;

    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(DEMO.admin.email);
    await page.getByLabel('Password').fill(DEMO.admin.password);
    await page.getByRole('button', { name: /sign in|log in/i }).click();
    await expect(page.getByTestId('admin-bundle-version')).toHaveText('Admin console v1.0.0');

    execFileSync('npx', ['vite', 'build'], {
      cwd: join(REPO_ROOT, 'mf-admin'),
      env: { ...process.env, BUNDLE_VERSION: NEW_VERSION },
      stdio: 'ignore',
    });
    const manifest = JSON.parse(original);
    manifest['mf-admin'] = { entry: `/remotes/mf-admin/${NEW_VERSION}/remoteEntry.js`, version: NEW_VERSION };
    writeFileSync(E2E_MANIFEST, JSON.stringify(manifest, null, 2));

    await page.reload();
    await expect(page.getByTestId('admin-bundle-version')).toHaveText(`Admin console v${NEW_VERSION}`);
    expect(statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);
  });

  test('a remote that cannot load shows a friendly fallback in its area', async ({ page }) => {
    const manifest = JSON.parse(original);
    manifest['mf-attorney'] = { entry: '/remotes/mf-attorney/9.9.9/remoteEntry.js', version: '9.9.9' };
    writeFileSync(E2E_MANIFEST, JSON.stringify(manifest, null, 2));
    await page.goto('/attorney/login');
    await expect(page.getByText('This part of Lexa is temporarily unavailable')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
