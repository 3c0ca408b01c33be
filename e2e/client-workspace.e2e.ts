import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function tokenOf(
  request: APIRequestContext,
  path: string,
  account: { email: string; password: string },
): Promise<string> {
  const response = await request.post(path, { data: account });
  expect(response.ok()).toBe(true);
  return (await response.json()).token as string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function signInAsClient(page: Page) {
  await page.goto('/client/login');
  await page.getByLabel('Email').fill(DEMO.client.email);
  await page.getByLabel('Password').fill(DEMO.client.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
}

/** Resolves once the page's live socket has joined `room` (the server answers each join with `joined`). */
function joinedRoom(page: Page, room: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"joined"') && payload.includes(room)) resolve();
      });
    });
  });
}

test('a client follows a request live: highlight link, staff reply under an alias, no internal notes, a PDF attachment', async ({
  page,
  request,
}) => {
  const clientToken = await tokenOf(request, '/api/auth/login', DEMO.client);
  const adminToken = await tokenOf(request, '/api/admin/login', DEMO.admin);
  const { requests } = await (await request.get('/api/dashboard/requests', { headers: bearer(clientToken) })).json();
  const target = requests[requests.length - 1] as { id: string; title: string };

  await signInAsClient(page);
  const joined = joinedRoom(page, `request-${target.id}`);
  await page.goto(`/client/dashboard?request=${target.id}&highlight=true`);

  const card = page.locator(`[data-testid="request-card"][data-request-id="${target.id}"]`);
  await expect(card).toHaveAttribute('data-highlighted', 'true');
  await expect(card.getByTestId('request-details')).toBeVisible();
  await expect(card.getByText(target.title)).toBeVisible();
  // After the 5 s highlight the URL is the plain dashboard again and the details stay open.
  await expect(page).toHaveURL(/\/client\/dashboard$/, { timeout: 8_000 });
  await expect(card).not.toHaveAttribute('data-highlighted');
  await expect(card.getByTestId('request-details')).toBeVisible();
  await joined;

  const stamp = Date.now();
  const note = `Internal note ${stamp}: check the conflict list first`;
  const reply = `We have started on your request (${stamp}).`;
  const updates = `/api/admin/requests/${target.id}/updates`;
  expect(
    (await request.post(updates, { headers: bearer(adminToken), data: { message: note, isInternal: true } })).status(),
  ).toBe(201);
  expect(
    (
      await request.post(updates, {
        headers: bearer(adminToken),
        data: { message: reply, isInternal: false, alias: 'Sarah' },
      })
    ).status(),
  ).toBe(201);

  // Pushed over /ws: well before the next 5 s poll.
  const staffReply = card.getByTestId('request-update').filter({ hasText: reply });
  await expect(staffReply).toBeVisible({ timeout: 1_000 });
  await expect(staffReply.getByText('Sarah', { exact: true })).toBeVisible();
  await expect(card.getByText(note)).toHaveCount(0);
  const clientView = await (
    await request.get(`/api/dashboard/requests/${target.id}/updates`, { headers: bearer(clientToken) })
  ).json();
  const messages = (clientView.updates as { message: string }[]).map((update) => update.message);
  expect(messages).toContain(reply);
  expect(messages).not.toContain(note);

  const own = `Here is the signed page (${stamp}).`;
  await card
    .getByTestId('request-composer-files')
    .setInputFiles({ name: 'signed-page.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(card.getByTestId('request-composer').getByText('signed-page.pdf')).toBeVisible();
  await card.getByRole('textbox', { name: 'Message' }).fill(own);
  await card.getByRole('textbox', { name: 'Message' }).press('Enter');

  const sent = card.getByTestId('request-update').filter({ hasText: own });
  await expect(sent).toBeVisible();
  await expect(sent.getByRole('button', { name: /signed-page\.pdf/ })).toBeVisible();
  await expect(card.getByTestId('request-files').getByRole('button', { name: /signed-page\.pdf/ })).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Message' })).toHaveValue('');
});
