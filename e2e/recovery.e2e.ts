import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './support/outbox';

/** A fresh client of its own for each journey, so no other journey's account changes. */
async function newClient(request: APIRequestContext, label: string) {
  const account = {
    firstName: 'Rosa',
    lastName: 'Recover',
    email: `${label}-${Date.now()}@example.com`,
    password: 'original-password-1',
  };
  const response = await request.post('/api/auth/signup', { data: account });
  expect(response.status()).toBe(201);
  return account;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/client/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.describe('recovery journeys', () => {
  test('a client who forgot the password sets a new one from the e-mail, and only the new one works', async ({
    page,
    request,
  }) => {
    const client = await newClient(request, 'forgot');
    await page.goto('/client/login');
    await page.getByLabel('Email').fill(client.email);
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(
      page.getByText('If an account exists for that email, a password reset link has been sent.'),
    ).toBeVisible();

    const mail = await waitForMail(client.email, 'Reset your Lexa password');
    await page.goto(linkIn(mail.text, '/client/reset-password'));
    await expect(page.getByText('Set a new password')).toBeVisible();
    await page.getByLabel('New Password').fill('new-password-2');
    await page.getByLabel('Confirm Password').fill('new-password-3');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(page.getByText("Passwords Don't Match")).toBeVisible();

    await page.getByLabel('Confirm Password').fill('new-password-2');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(page.getByText('Your password is set')).toBeVisible();
    await expect(page).toHaveURL(/\/client\/login$/, { timeout: 6_000 });

    await signIn(page, client.email, 'new-password-2');
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expect(page.getByTestId('dashboard-greeting')).toHaveText('Welcome, Rosa');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/client\/login$/);

    await signIn(page, client.email, client.password);
    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
  });

  test('a reset page opened without a token sends the visitor to login', async ({ page }) => {
    await page.goto('/client/reset-password');
    await expect(page.getByText('Invalid Reset Link')).toBeVisible();
    await expect(page).toHaveURL(/\/client\/login$/);
  });

  test('a client signs in from the e-mailed login link once; the same link then fails', async ({ page, request }) => {
    const client = await newClient(request, 'magic');
    await page.goto('/client/login');
    await page.getByLabel('Email').fill(client.email);
    await page.getByRole('button', { name: 'Email Login Link' }).click();
    await expect(page.getByText('If an account exists for that email, a login link has been sent.')).toBeVisible();

    const link = linkIn((await waitForMail(client.email, 'Your Lexa sign-in link')).text, '/client/magic-login');
    await page.goto(link);
    await expect(page.getByText('You are signed in')).toBeVisible();
    await expect(page).toHaveURL(/\/client\/dashboard$/, { timeout: 6_000 });
    await expect(page.getByTestId('dashboard-greeting')).toHaveText('Welcome, Rosa');

    // A fresh client has no notifications: the bell shows no count and an empty list.
    const bell = page.getByRole('button', { name: 'Notifications' });
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('notification-badge').locator('.ant-badge-count')).toHaveCount(0);
    await bell.click();
    await expect(page.getByTestId('notification-list').getByText('No notifications')).toBeVisible();

    await page.goto(link);
    await expect(page.getByText('Invalid or expired login link')).toBeVisible();
    await expect(page.getByText(/Magic login links expire after 15 minutes/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Login' })).toBeVisible();
  });

  test('the short magic-login path without a token says so', async ({ page }) => {
    await page.goto('/magic-login');
    await expect(page.getByText('Invalid or missing login token')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Login' })).toBeVisible();
  });
});
