import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './support/outbox';
import { adminToken, newPage, joinedRoom } from './support/staff-pages';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The first look after a full page load, which fetches the shell and a remote: slower than a step on a busy machine. */
const LOADED = { timeout: 30_000 };

/** A 1×1 PNG: enough for the server to resize and re-encode as the attorney's photo. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Client {
  token: string;
  email: string;
}

/** A fresh client of this journey's own, signed up through the API (the sign-up screen is covered elsewhere). */
async function newClient(request: APIRequestContext, stamp: string): Promise<Client> {
  const email = `served-${stamp}@example.com`;
  const response = await request.post('/api/auth/signup', {
    data: { firstName: 'Sam', lastName: `Served${stamp}`, email, password: 'served-client-2026' },
  });
  expect(response.status()).toBe(201);
  return { email, token: ((await response.json()) as { token: string }).token };
}

/** The client's request as the intake wizard posts it (the wizard is covered by intake.e2e.ts). */
async function submitRequest(request: APIRequestContext, client: Client, title: string): Promise<string> {
  const response = await request.post('/api/requests/submit', {
    headers: bearer(client.token),
    multipart: {
      title,
      description: 'My employer cut my hours without notice; what are my options?',
      category: 'Employment Law',
      jurisdiction: 'Texas, USA',
      timeline: 'this_week',
      scope: 'one_time',
      budget: '$500 - $1,000',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The admin console on `tab`, signed in with the token the admin login screen would have stored. */
async function openConsole(page: Page, token: string, tab: 'requests' | 'users') {
  await page.goto('/admin/login');
  await page.evaluate((value) => {
    localStorage.setItem('admin_token', value);
    localStorage.setItem('isAdminAuthenticated', 'true');
  }, token);
  await page.goto(`/admin/dashboard?tab=${tab}`);
}

/**
 * Picks `option` in the antd select labelled `label` inside `scope` until `result` shows. A click that lands while
 * the dropdown is still opening can be lost on a loaded machine (see support/choose.ts); a choice that took
 * is not made twice.
 */
async function choose(page: Page, scope: Locator, label: string, option: string, result: Locator) {
  await expect(async () => {
    if (!(await result.isVisible())) {
      if (!(await page.locator('.ant-select-dropdown:visible').count()))
        await scope.getByRole('combobox', { name: label }).click();
      await page
        .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`)
        .click({ timeout: 2_000 });
    }
    await expect(result).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** Every text frame the page's live sockets receive, from now on (sockets come and go as screens change). */
function liveFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string') frames.push(payload);
    });
  });
  return frames;
}

const joinsOf = (frames: string[], room: string) =>
  frames.filter((frame) => frame.includes('"joined"') && frame.includes(`"${room}"`)).length;

/** Adds `values` to an antd tags select: each typed and confirmed with Enter. */
async function addTags(field: Locator, values: string[]) {
  for (const value of values) {
    await field.fill(value);
    await field.press('Enter');
  }
}

test.describe('attorney flow', () => {
  test('staff create an attorney who sets a password, builds a profile, works a case, is withdrawn, and is reviewed', async ({
    page: admin,
    browser,
    request,
  }) => {
    test.setTimeout(360_000);
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const attorney = { firstName: 'Avery', lastName: `Stone${stamp}`, email: `avery-${stamp}@lexa.local` };
    const name = `${attorney.firstName} ${attorney.lastName}`;
    const slug = `avery-stone-${stamp}`;
    const password = 'attorney-flow-2026';
    const token = await adminToken(request);
    const client = await newClient(request, stamp);
    const worked = `Hours cut without notice ${stamp}`;
    const handedOver = `Unpaid overtime ${stamp}`;
    const workedId = await submitRequest(request, client, worked);
    const handedOverId = await submitRequest(request, client, handedOver);

    // Staff create the attorney in the Users tab; the account mails a set-password link.
    await openConsole(admin, token, 'users');
    const panel = admin.getByTestId('admin-attorneys');
    await expect(panel).toBeVisible(LOADED);
    await panel.getByRole('button', { name: 'Create attorney' }).click();
    const createDialog = admin.getByRole('dialog').filter({ hasText: 'Create attorney' });
    await createDialog.getByLabel('First name').fill(attorney.firstName);
    await createDialog.getByLabel('Last name').fill(attorney.lastName);
    await createDialog.getByLabel('Email').fill(attorney.email);
    await createDialog.getByRole('button', { name: 'Create attorney' }).click();
    await expect(admin.getByText(`${attorney.email} will receive a link to set a password.`)).toBeVisible();
    const row = panel.getByTestId('admin-attorney-row').filter({ hasText: attorney.email });
    await expect(row.getByText('No profile yet')).toBeVisible();

    // The attorney sets a password from the mailed link and lands on the attorney sign-in.
    const lawyer = await newPage(browser);
    const lawyerFrames = liveFrames(lawyer);
    const mail = await waitForMail(attorney.email, 'Set your Lexa password');
    await lawyer.goto(linkIn(mail.text, '/client/reset-password'));
    await expect(lawyer.getByLabel('New Password')).toBeVisible(LOADED);
    await lawyer.getByLabel('New Password').fill(password);
    await lawyer.getByLabel('Confirm Password').fill(password);
    await lawyer.getByRole('button', { name: 'Set Password' }).click();
    await expect(lawyer.getByTestId('reset-password-completed')).toBeVisible();
    await expect(lawyer).toHaveURL(/\/attorney\/login$/, LOADED);
    await lawyer.getByLabel('Email').fill(attorney.email);
    await lawyer.getByLabel('Password').fill(password);
    await lawyer.getByRole('button', { name: /sign in|log in/i }).click();
    await expect(lawyer).toHaveURL(/\/attorney\/dashboard$/);
    await expect(lawyer.getByTestId('attorney-name')).toHaveText(name, LOADED);
    await expect(lawyer.getByText('No assignments yet')).toBeVisible();

    // Create Profile: the address is checked as typed (a taken one is refused, a free one is offered).
    await lawyer.getByRole('tab', { name: 'Profile' }).click();
    await lawyer.getByRole('link', { name: 'Create Profile' }).click();
    await expect(lawyer).toHaveURL(/\/attorney\/profile\/create$/);
    const form = lawyer.getByTestId('attorney-profile-form');
    await form.getByLabel('Display name').fill(`${name}, Esq.`);
    const address = form.getByLabel('Profile address');
    await address.fill('jordan-reyes');
    await expect(form.getByText('This address is already taken')).toBeVisible();
    await address.fill(slug);
    await expect(form.getByTestId('slug-available')).toHaveText(`This address is available: /attorney/${slug}`);
    await form.getByLabel('Years of experience').fill('9');
    await form.getByLabel('Bio').fill('Employment counsel for workers and small businesses across Texas.');
    await addTags(form.getByLabel('Practice areas'), ['Employment Law']);
    await addTags(form.getByLabel('Bar jurisdictions'), ['Texas', 'Oklahoma']);
    await form.getByLabel('LinkedIn').fill(`https://www.linkedin.com/in/${slug}`);
    await form.getByRole('switch', { name: 'Public profile' }).click();
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await expect(lawyer).toHaveURL(/\/attorney\/profile\/edit$/);
    await expect(lawyer.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();

    // The photo: uploaded, then shown from its public address.
    await lawyer.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(lawyer.getByRole('button', { name: 'Change photo' })).toBeVisible();

    // Staff verify the attorney now that a profile exists.
    await admin.reload();
    await expect(row.getByText('Public profile')).toBeVisible(LOADED);
    const verified = row.getByRole('switch', { name: `Verified: ${attorney.email}` });
    await verified.click();
    await expect(verified).toBeChecked();

    // Staff assign the attorney to both of the client's requests in the request dialog.
    await admin.goto('/admin/dashboard?tab=requests');
    await expect(admin.getByTestId('admin-request-row').filter({ hasText: worked })).toBeVisible(LOADED);
    for (const [title, active] of [
      [worked, 0],
      [handedOver, 1],
    ] as const) {
      await admin.getByTestId('admin-request-row').filter({ hasText: title }).click();
      const dialog = admin.getByRole('dialog').filter({ hasText: title });
      const section = dialog.getByTestId('staff-request-attorneys');
      await choose(
        admin,
        section,
        'Assign attorney',
        `${name} (${active} active)`,
        section.getByTestId('assigned-attorney').filter({ hasText: attorney.email }),
      );
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await expect(dialog).toHaveCount(0);
    }

    // The attorney opens Work on Case on the first request while the client watches its card.
    const clientPage = await newPage(browser);
    const clientJoined = joinedRoom(clientPage, `request-${workedId}`);
    await clientPage.goto('/client/login');
    await clientPage.evaluate((value) => localStorage.setItem('authToken', value), client.token);
    await clientPage.goto('/client/dashboard');
    const card = clientPage.locator(`[data-testid="request-card"][data-request-id="${workedId}"]`);
    await expect(card).toBeVisible(LOADED);
    await card.getByRole('button', { name: 'View details' }).click();
    await expect(card.getByTestId('request-details')).toBeVisible();
    await clientJoined;

    await lawyer.goto('/attorney/dashboard');
    const cards = lawyer.getByTestId('attorney-assignment');
    await expect(cards).toHaveCount(2, LOADED);
    const workedRoom = `request-${workedId}`;
    const caseJoinsBefore = joinsOf(lawyerFrames, workedRoom);
    await cards.filter({ hasText: worked }).getByRole('link', { name: 'Work on Case' }).click();
    await expect(lawyer).toHaveURL(new RegExp(`/attorney/requests/${workedId}$`));
    const casePage = lawyer.getByTestId('attorney-case');
    await expect(casePage.getByRole('heading', { name: worked })).toBeVisible(LOADED);
    await expect.poll(() => joinsOf(lawyerFrames, workedRoom)).toBeGreaterThan(caseJoinsBefore);

    // A reply reaches the client's open card live, marked as the attorney's.
    const composer = casePage.getByTestId('staff-request-composer');
    const box = composer.getByRole('textbox', { name: 'Message' });
    const reply = `I have read your contract; cutting hours needs notice (${stamp}).`;
    await box.fill(reply);
    await composer.getByRole('button', { name: 'Send' }).click();
    await expect(box).toHaveValue('');
    const clientReply = card.getByTestId('request-update').filter({ hasText: reply });
    await expect(clientReply).toBeVisible();
    await expect(clientReply.getByText('Attorney', { exact: true })).toBeVisible();

    // An internal note: the attorney and staff see it, the client neither on the page nor from the API.
    const note = `Internal: ask staff for the payroll records (${stamp}).`;
    await casePage.getByTestId('staff-internal-toggle').click();
    await box.fill(note);
    await composer.getByRole('button', { name: 'Send' }).click();
    await expect(casePage.getByTestId('staff-request-update').filter({ hasText: note })).toHaveAttribute(
      'data-internal',
      'true',
    );
    const staffView = await request.get(`/api/admin/requests/${workedId}/updates`, { headers: bearer(token) });
    expect(JSON.stringify(await staffView.json())).toContain(note);
    const clientView = await request.get(`/api/dashboard/requests/${workedId}/updates`, {
      headers: bearer(client.token),
    });
    const clientTexts = JSON.stringify(await clientView.json());
    expect(clientTexts).toContain(reply);
    expect(clientTexts).not.toContain(note);
    await expect(clientPage.getByText(note)).toHaveCount(0);

    // In Progress: the case and the client's card follow.
    await casePage.getByRole('button', { name: 'In Progress' }).click();
    await expect(casePage.getByTestId('case-status')).toHaveText('in progress');
    await expect(card.getByText('in progress', { exact: true })).toBeVisible();

    // Staff withdraw the attorney from the second request: its card leaves the open dashboard at once.
    // Back on the dashboard, which follows both requests' rooms before staff act.
    const handedRoom = `request-${handedOverId}`;
    const joinedBefore = joinsOf(lawyerFrames, handedRoom);
    await lawyer.getByRole('link', { name: /Back to dashboard/ }).click();
    await expect(cards).toHaveCount(2);
    await expect.poll(() => joinsOf(lawyerFrames, handedRoom)).toBeGreaterThan(joinedBefore);
    await admin.getByTestId('admin-request-row').filter({ hasText: handedOver }).click();
    const handedDialog = admin.getByRole('dialog').filter({ hasText: handedOver });
    const assigned = handedDialog.getByTestId('assigned-attorney').filter({ hasText: attorney.email });
    await assigned.getByRole('button', { name: 'Withdraw' }).click();
    await admin.locator('.ant-popover').getByRole('button', { name: 'Withdraw' }).click();
    await expect(assigned).toHaveCount(0);
    await expect(cards).toHaveCount(1);
    await expect(cards.filter({ hasText: worked })).toBeVisible();
    await lawyer.goto(`/attorney/requests/${handedOverId}`);
    await expect(lawyer.getByTestId('case-not-found')).toContainText('Case not found', LOADED);
    const gone = await lawyer.request.get(`/api/attorney/requests/${handedOverId}`, {
      headers: bearer(await lawyer.evaluate(() => localStorage.getItem('attorneyToken') ?? '')),
    });
    expect(gone.status()).toBe(404);

    // The attorney resolves the case they worked; the client rates them on its card.
    await lawyer.goto(`/attorney/requests/${workedId}`);
    await expect(lawyer.getByTestId('attorney-case')).toBeVisible(LOADED);
    await lawyer.getByTestId('attorney-case').getByRole('button', { name: 'Resolved' }).click();
    await expect(lawyer.getByTestId('case-status')).toHaveText('resolved');
    const rate = card.getByTestId('rate-attorney');
    await expect(rate).toBeVisible();
    await rate.getByRole('radio').nth(3).click();
    const comment = `Clear advice and quick answers (${stamp}).`;
    await rate.getByRole('textbox', { name: 'Comment' }).fill(comment);
    await rate.getByRole('button', { name: 'Send review' }).click();
    await expect(card.getByTestId('request-review').getByText(comment)).toBeVisible();

    // The public pages and the directory show the verified attorney, their photo and the review.
    const visitor = await newPage(browser);
    await visitor.goto(`/attorney/profile/${slug}`);
    const rich = visitor.getByTestId('attorney-rich-profile');
    await expect(rich.getByRole('heading', { name: `${name}, Esq.` })).toBeVisible(LOADED);
    await expect(rich.getByTestId('attorney-verified')).toHaveText('Verified Attorney');
    await expect(rich.getByTestId('attorney-licensed-states')).toHaveText('2 licensed states');
    await expect(rich.getByTestId('attorney-rating')).toContainText('4.0 (1 review)');
    await expect(rich.getByTestId('attorney-review').filter({ hasText: comment })).toBeVisible();
    await expect(rich.locator('img').first()).toHaveAttribute('src', /\/api\/attorney\/public\/photos\//);

    await visitor.goto(`/attorney/${slug}`);
    await expect(visitor.getByTestId('attorney-public-profile').getByTestId('attorney-verified')).toBeVisible(LOADED);

    await visitor.goto('/attorneys');
    const search = visitor.getByLabel('Search by name');
    await expect(search).toBeVisible(LOADED);
    await search.fill(attorney.lastName);
    await search.press('Enter');
    const entry = visitor.getByTestId('directory-card').filter({ hasText: `${name}, Esq.` });
    await expect(entry).toBeVisible();
    await expect(entry.getByTestId('directory-rating')).toContainText('4.0 (1 review)');

    await Promise.all([lawyer, clientPage, visitor].map((page) => page.context().close()));
  });
});
