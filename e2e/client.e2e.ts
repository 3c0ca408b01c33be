import { expect, test } from '@playwright/test';
import { DEMO } from './support/accounts';

test.describe('client journeys', () => {
  test('a visitor signs up, lands on the dashboard, logs out and signs in again', async ({ page }) => {
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto('/client/create-account');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Create your Lexa account')).toBeVisible();

    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText('Full name is required')).toBeVisible();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByText('Password is required')).toBeVisible();

    await dialog.getByLabel('Full name').fill('Ada King Lovelace');
    await dialog.getByLabel('Email').fill('ada@');
    await dialog.getByLabel('Password').fill('short');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
    // A rule with no message of its own speaks zod's English, which the page's bundle must carry (zod/mini has none).
    await dialog.getByLabel('Email').fill(`${'a'.repeat(250)}@example.com`);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText('Too big: expected string to have <=254 characters')).toBeVisible();

    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('analytical-engine');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account Created!')).toBeVisible();
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expect(page.getByText('No requests yet')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/client\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
    await expect(signIn).toBeDisabled();
    await page.getByLabel('Email').fill(email);
    await expect(signIn).toBeDisabled();
    await page.getByLabel('Password').fill('analytical-engine');
    await signIn.click();
    await expect(page).toHaveURL(/\/client\/dashboard$/);
  });

  test('a wrong password shows the Login Failed toast', async ({ page }) => {
    await page.goto('/client/login');
    await page.getByLabel('Email').fill(DEMO.client.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
  });

  test('an anonymous visitor is sent to sign in and comes back to the dashboard with their requests', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/client\/login$/);
    await page.getByLabel('Email').fill(DEMO.client.email);
    await page.getByLabel('Password').fill(DEMO.client.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expect(page.getByTestId('request-card')).toHaveCount(3);
    await expect(page.getByText('Review of a mutual NDA with a supplier')).toBeVisible();
    await expect(page.getByText('Under Review').first()).toBeVisible();
    for (const section of ['My Requests', 'Messages', 'My Files', 'Review a Document', 'Draft a Document', 'Profile']) {
      await expect(page.getByRole('menuitem', { name: new RegExp(section) })).toBeVisible();
    }
  });

  test("a client cannot read another client's request", async ({ request }) => {
    const owner = await (await request.post('/api/auth/login', { data: DEMO.client })).json();
    const { requests } = await (
      await request.get('/api/dashboard/requests', { headers: { Authorization: `Bearer ${owner.token}` } })
    ).json();
    const other = await (
      await request.post('/api/auth/signup', {
        data: {
          firstName: 'Mallory',
          lastName: '',
          email: `mallory-${Date.now()}@example.com`,
          password: 'password-123',
        },
      })
    ).json();
    const response = await request.get(`/api/dashboard/requests/${requests[0].id}`, {
      headers: { Authorization: `Bearer ${other.token}` },
    });
    expect(response.status()).toBe(404);
  });
});
