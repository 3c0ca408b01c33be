import { expect, test } from '@playwright/test';
import { DEMO } from './support/accounts';

test.describe('attorney portal', () => {
  test('the seeded attorney signs in and sees the stat cards and assigned requests', async ({ page }) => {
    await page.goto('/attorney/dashboard');
    await expect(page).toHaveURL(/\/attorney\/login$/);
    await page.getByLabel('Email').fill(DEMO.attorney.email);
    await page.getByLabel('Password').fill(DEMO.attorney.password);
    await page.getByRole('button', { name: /sign in|log in/i }).click();

    await expect(page).toHaveURL(/\/attorney\/dashboard$/);
    await expect(page.getByText('Jordan Reyes').first()).toBeVisible();
    await expect(page.getByTestId('stat-active')).toContainText('1');
    await expect(page.getByTestId('stat-completed')).toContainText('0');
    await expect(page.getByTestId('stat-profile')).toContainText('Verified');
    await expect(page.getByText('Review of a mutual NDA with a supplier')).toBeVisible();
    await expect(page.getByText('Form a Delaware C-corp for a seed round')).toHaveCount(0);
  });

  test('a visitor opens the public attorney page', async ({ page }) => {
    await page.goto('/attorney/jordan-reyes');
    await expect(page.getByRole('heading', { name: 'Jordan Reyes, Esq.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request Legal Help' })).toHaveAttribute(
      'href',
      '/?attorney=jordan-reyes&preset=attorney-referral',
    );
  });
});
