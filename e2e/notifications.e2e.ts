import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function tokenFrom(
  request: APIRequestContext,
  path: string,
  data: Record<string, string>,
  status: number,
): Promise<string> {
  const response = await request.post(path, { data });
  expect(response.status()).toBe(status);
  return ((await response.json()) as { token: string }).token;
}

/** A fresh client, signed up through the API, who posts `count` requests; the ids come oldest first. */
async function freshClientWithRequests(request: APIRequestContext, stamp: number, count: number) {
  const token = await tokenFrom(
    request,
    '/api/auth/signup',
    { firstName: 'Nora', lastName: 'Notified', email: `notified-${stamp}@example.com`, password: 'notified-2026' },
    201,
  );
  const requests: { id: string; title: string }[] = [];
  for (let index = 1; index <= count; index += 1) {
    const title = `Lease renewal question ${index} (${stamp})`;
    const submitted = await request.post('/api/requests/submit', {
      headers: bearer(token),
      multipart: {
        title,
        description: 'My landlord proposes a renewal with a new indexation clause; is it fair?',
        category: 'Real Estate',
        jurisdiction: 'Not tied to specific jurisdiction',
        timeline: 'this_week',
        scope: 'one_time',
        budget: '$200 - $500',
      },
    });
    expect(submitted.status()).toBe(201);
    requests.push({ id: ((await submitted.json()) as { id: string }).id, title });
  }
  return { token, requests };
}

/** The admin moves the request on with a message to the client, which notifies the client. */
async function changeStatusWithReply(request: APIRequestContext, requestId: string, reply: string) {
  const adminToken = await tokenFrom(request, '/api/admin/login', DEMO.admin, 200);
  const changed = await request.patch(`/api/admin/requests/${requestId}/status`, {
    headers: bearer(adminToken),
    data: { status: 'in_progress', message: reply, isInternal: false, alias: 'Sarah' },
  });
  expect(changed.status()).toBe(200);
}

/** Opens the one status notification about `title` from the bell, which shows one unread. */
async function openStatusNotification(page: Page, title: string) {
  const badgeCount = page.getByTestId('notification-badge').locator('.ant-badge-count');
  await expect(badgeCount).toHaveText('1');
  await page.getByRole('button', { name: 'Notifications' }).click();
  const notification = page.getByTestId('notification-item').filter({ hasText: 'Request status updated' });
  await expect(notification).toHaveCount(1);
  await expect(notification).toContainText(title);
  await notification.click();
  await expect(badgeCount).toHaveCount(0);
}

/** The §2.2 sequence on `card`: expanded and highlighted with the staff reply, then the plain dashboard URL. */
async function expectHighlightFlow(page: Page, card: Locator, requestId: string, reply: string) {
  await expect(page).toHaveURL(new RegExp(`/client/dashboard\\?request=${requestId}&highlight=true$`));
  await expect(card).toHaveAttribute('data-highlighted', 'true');
  await expect(card.getByTestId('request-details')).toBeVisible();
  await expect(
    card.getByTestId('request-update').filter({ hasText: reply }).getByText('Sarah', { exact: true }),
  ).toBeVisible();
  // After the 5 s highlight the URL is the plain dashboard again and the details stay open.
  await expect(page).toHaveURL(/\/client\/dashboard$/, { timeout: 8_000 });
  await expect(card).not.toHaveAttribute('data-highlighted');
  await expect(card.getByTestId('request-details')).toBeVisible();
}

const cardOf = (page: Page, requestId: string) =>
  page.locator(`[data-testid="request-card"][data-request-id="${requestId}"]`);

test.describe('request notifications', () => {
  test('a client opens a status-change notification: the request is expanded, highlighted, then the URL is plain again', async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const {
      token,
      requests: [target],
    } = await freshClientWithRequests(request, stamp, 1);

    // The dashboard reads the session from localStorage: signed in without the login form.
    await page.addInitScript((value) => localStorage.setItem('authToken', value), token);
    await page.goto('/client/dashboard');
    const card = cardOf(page, target.id);
    await expect(card.getByText(target.title)).toBeVisible();
    await expect(page.getByTestId('notification-badge').locator('.ant-badge-count')).toHaveCount(0);

    const reply = `We are reviewing the indexation clause (${stamp}).`;
    await changeStatusWithReply(request, target.id, reply);
    // The bell refreshes every 30 s; a reload loads it at once.
    await page.reload();
    await expect(card.getByText(target.title)).toBeVisible();
    await expect(card).not.toHaveAttribute('data-highlighted');
    await expect(card.getByTestId('request-details')).toHaveCount(0);

    await openStatusNotification(page, target.title);
    await expectHighlightFlow(page, card, target.id, reply);
  });

  test('a notification about a request beyond the first page shows it pinned above the list', async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const { token, requests } = await freshClientWithRequests(request, stamp, 11);
    // Newest first, ten a page: the oldest is on page 2.
    const target = requests[0];
    const reply = `Your oldest request is in progress (${stamp}).`;
    await changeStatusWithReply(request, target.id, reply);

    await page.addInitScript((value) => localStorage.setItem('authToken', value), token);
    await page.goto('/client/dashboard');
    await expect(page.getByTestId('request-card')).toHaveCount(10);
    await expect(cardOf(page, target.id)).toHaveCount(0);

    await openStatusNotification(page, target.title);
    const pinned = page.getByTestId('pinned-request');
    const card = pinned.getByTestId('request-card');
    await expect(card).toHaveAttribute('data-request-id', target.id);
    await expect(cardOf(page, target.id)).toHaveCount(1);
    await expect(page.getByTestId('request-card')).toHaveCount(11);
    await expectHighlightFlow(page, card, target.id, reply);
    await expect(pinned).toBeVisible();
  });
});
