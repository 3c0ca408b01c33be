import { expect, test } from '@playwright/test';
import { DEMO } from './support/accounts';

test.describe('admin console', () => {
  test('the seeded admin signs in and sees the nine tabs and all requests with filter counts', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);

    await page.getByLabel('Email').fill(DEMO.admin.email);
    await page.getByLabel('Password').fill(DEMO.admin.password);
    await page.getByRole('button', { name: /sign in|log in/i }).click();

    await expect(page).toHaveURL(/\/admin\/dashboard/);
    for (const tab of [
      'Legal Requests',
      'Messages',
      'Chats',
      'Visitors',
      'Users',
      'System Prompts',
      'Assistant Config',
      'Files',
      'Settings',
    ]) {
      await expect(page.getByRole('menuitem', { name: tab })).toBeVisible();
    }
    // The suite shares one server, so journeys before this one may have added requests: the seeded three are among
    // the rows, the Total button counts every row, and the Completed filter keeps only the seeded completed one.
    const rows = page.getByTestId('admin-request-row');
    for (const title of [
      'Review of a mutual NDA with a supplier',
      'Form a Delaware C-corp for a seed round',
      'Trademark search for a new product name',
    ]) {
      await expect(rows.filter({ hasText: title })).toBeVisible();
    }
    const total = Number(/\d+/.exec((await page.getByRole('button', { name: /^Total/ }).textContent()) ?? '')?.[0]);
    await expect(rows).toHaveCount(total);
    await expect(page.getByRole('button', { name: /Completed\s*1/ })).toBeVisible();

    await page.getByRole('button', { name: /Completed\s*1/ }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Trademark search for a new product name' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a client token cannot open the admin console', async ({ page, request }) => {
    const { token } = await (await request.post('/api/auth/login', { data: DEMO.client })).json();
    expect((await request.get('/api/admin/requests', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(
      403,
    );
    await page.goto('/admin/login');
    await page.evaluate((clientToken) => {
      localStorage.setItem('admin_token', clientToken);
      localStorage.setItem('isAdminAuthenticated', 'true');
    }, token);
    await page.goto('/admin/dashboard');
    await expect(page.getByText('Authentication Error')).toBeVisible();
  });
});
