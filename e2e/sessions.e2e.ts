import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { joinedRoom, newPage } from './support/staff-pages';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** The second device of each journey: a phone, so its row in the list reads "Safari 17 on iOS · Mobile". */
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PHONE_SCREEN = { width: 390, height: 844 };

/** Whether `token` still opens the API (a session the server ended answers 401). */
const meStatus = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/auth/me', { headers: bearer(token) })).status();

const storedToken = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/** Logout ends the session on the server: the token the page held stops working wherever it was copied. */
async function logOutEndsSession(page: Page, request: APIRequestContext, tokenKey: string, signInPage: RegExp) {
  const token = await storedToken(page, tokenKey);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(signInPage);
  expect(await meStatus(request, token!)).toBe(401);
}

async function signInAsClient(page: Page, account: { email: string; password: string }) {
  await page.goto('/client/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
}

async function signInAsStaff(page: Page, door: 'admin' | 'attorney') {
  const account = DEMO[door];
  await page.goto(`/${door}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(new RegExp(`/${door}/dashboard`), { timeout: 30_000 });
}

/** Every tap target of the sessions card is at least 44 px tall, as a thumb needs on a phone. */
async function expectThumbSized(buttons: Locator) {
  for (const button of await buttons.all()) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
}

test.describe('sessions: each signed-in device is listed and can be ended', () => {
  // Two browsers each load the workspace's remotes cold: twice the work of a one-device journey.
  test.slow();

  test('a client ends a device, changes the password and signs out; each ended session stops working', async ({
    page: laptop,
    browser,
    request,
  }) => {
    const account = { email: `two-devices-${Date.now()}@example.com`, password: 'two-devices-2026' };
    const signup = await request.post('/api/auth/signup', {
      data: { firstName: 'Dana', lastName: 'Devices', ...account },
    });
    expect(signup.status()).toBe(201);
    const signupToken = ((await signup.json()) as { token: string }).token;
    // A request of their own, so the dashboard follows its room over the live socket.
    const submitted = await request.post('/api/requests/submit', {
      headers: bearer(signupToken),
      multipart: {
        title: 'Two devices, one lease question',
        description: 'Can my landlord keep the deposit for normal wear and tear?',
        category: 'Real Estate',
        jurisdiction: 'Oregon, USA',
        timeline: 'this_week',
        scope: 'one_time',
        budget: '$500 - $1,000',
      },
    });
    expect(submitted.status()).toBe(201);
    const requestId = ((await submitted.json()) as { id: string }).id;
    // The signup's own session ends here, so the list holds exactly the two browsers.
    expect((await request.post('/api/auth/logout', { headers: bearer(signupToken) })).status()).toBe(204);
    expect(await meStatus(request, signupToken)).toBe(401);

    const phone = await newPage(browser, { userAgent: IPHONE, viewport: PHONE_SCREEN });
    await signInAsClient(laptop, account);
    const phoneFollowsRequest = joinedRoom(phone, `request-${requestId}`);
    await signInAsClient(phone, account);
    await phoneFollowsRequest;

    // The laptop's Profile lists both devices and marks itself.
    await laptop.getByRole('menuitem', { name: /Profile/ }).click();
    const sessions = laptop.getByTestId('active-session');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
    const phoneRow = sessions.filter({ hasText: 'Safari 17 on iOS · Mobile' });
    await expect(phoneRow).not.toContainText('This device');

    // Ending the phone's session closes its live page: it is sent to sign in without touching anything.
    await phoneRow.getByRole('button', { name: /^End session: Safari 17 on iOS/ }).click();
    await expect(laptop.getByText('Session ended')).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await expect(phone).toHaveURL(/\/client\/login$/);

    // The phone signs in again and opens its Profile (no live room there).
    await signInAsClient(phone, account);
    await phone.getByRole('button', { name: 'Open menu' }).click();
    await phone.getByRole('menuitem', { name: /Profile/ }).click();
    await expect(phone.getByTestId('active-session')).toHaveCount(2);

    // The laptop changes the password: the phone is signed out, the laptop goes on with the fresh token.
    const laptopToken = await storedToken(laptop, 'authToken');
    await laptop.getByLabel('Current password').fill(account.password);
    await laptop.getByLabel('New password').fill('two-devices-new-2026');
    await laptop.getByRole('button', { name: 'Change password' }).click();
    await expect(laptop.getByText('Your password has been changed.')).toBeVisible();
    await expect(sessions).toHaveCount(1);
    const freshToken = await storedToken(laptop, 'authToken');
    expect(freshToken).not.toBe(laptopToken);

    // The phone's next action is refused and sends it to sign in.
    await phone.getByRole('button', { name: 'Save changes' }).click();
    await expect(phone).toHaveURL(/\/client\/login$/);

    await laptop.reload();
    await expect(laptop.getByTestId('dashboard-greeting')).toHaveText('Welcome, Dana');
    await expect(laptop.getByText('Two devices, one lease question')).toBeVisible();

    await logOutEndsSession(laptop, request, 'authToken', /\/client\/login$/);
  });

  test("an admin lists their sessions in the console on a phone's screen, ends one and then all the others", async ({
    browser,
    request,
  }) => {
    // A sign-in of the admin's made elsewhere (through the API), ended below with "End all other sessions".
    const elsewhere = await request.post('/api/admin/login', { data: DEMO.admin });
    const elsewhereToken = ((await elsewhere.json()) as { token: string }).token;
    const adminPage = await newPage(browser, { viewport: PHONE_SCREEN });
    const otherDevice = await newPage(browser, { userAgent: IPHONE });
    await signInAsStaff(adminPage, 'admin');
    await signInAsStaff(otherDevice, 'admin');
    await expect(otherDevice.getByTestId('admin-dashboard')).toBeVisible();

    await adminPage.getByRole('button', { name: 'Profile' }).click();
    const drawer = adminPage.getByRole('dialog', { name: 'Admin Profile' });
    const sessions = drawer.getByTestId('active-session');
    await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
    const otherRow = sessions.filter({ hasText: 'Safari 17 on iOS · Mobile' });
    await expect(otherRow).toHaveCount(1);
    await expectThumbSized(drawer.getByRole('button', { name: /^End/ }));

    await otherRow.getByRole('button', { name: /^End session/ }).click();
    await expect(adminPage.getByText('Session ended')).toBeVisible();
    await expect(otherRow).toHaveCount(0);
    // The ended console's live socket is closed: it shows its sign-in-again page.
    await expect(otherDevice.getByTestId('admin-auth-error')).toBeVisible();

    await drawer.getByRole('button', { name: 'End all other sessions' }).click();
    await expect(adminPage.getByText('Other sessions ended')).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await expect(sessions).toContainText('This device');
    expect(await meStatus(request, elsewhereToken)).toBe(401);

    // This device goes on, until its own Logout.
    await drawer.getByRole('button', { name: 'Close' }).click();
    await logOutEndsSession(adminPage, request, 'admin_token', /\/admin\/login$/);
  });

  test('an attorney ends their other sessions from Account and signs out', async ({ page, request }) => {
    const elsewhere = await request.post('/api/attorney/login', { data: DEMO.attorney });
    const elsewhereToken = ((await elsewhere.json()) as { token: string }).token;
    await signInAsStaff(page, 'attorney');

    await page.getByRole('link', { name: 'Account' }).click();
    const sessions = page.getByTestId('active-session');
    await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
    await page.getByRole('button', { name: 'End all other sessions' }).click();
    await expect(sessions).toHaveCount(1);
    expect(await meStatus(request, elsewhereToken)).toBe(401);

    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await logOutEndsSession(page, request, 'attorneyToken', /\/attorney\/login$/);
  });
});
