import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { choose, chooseBySearch } from './support/choose';
import { waitForMail } from './support/outbox';
import { adminToken, newPage, joinedRoom } from './support/staff-pages';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

interface Client {
  token: string;
  email: string;
  firstName: string;
  lastName: string;
}

interface Submitted {
  id: string;
  requestNumber: string;
  title: string;
}

/** A fresh client of this journey's own, signed up through the API (the sign-up screen is covered elsewhere). */
async function newClient(request: APIRequestContext, label: string): Promise<Client> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = { firstName: 'Cora', lastName: `Console${stamp}`, email: `${label}-${stamp}@example.com` };
  const response = await request.post('/api/auth/signup', { data: { ...account, password: 'staff-console-2026' } });
  expect(response.status()).toBe(201);
  return { ...account, token: ((await response.json()) as { token: string }).token };
}

/** The client's request as the intake wizard posts it (the wizard is covered by intake.e2e.ts). */
async function submitRequest(request: APIRequestContext, client: Client, title: string): Promise<Submitted> {
  const response = await request.post('/api/requests/submit', {
    headers: bearer(client.token),
    multipart: {
      title,
      description: 'A supplier wants a two-year exclusivity clause in our contract; is that usual and safe?',
      category: 'Contract Review',
      jurisdiction: 'California, USA',
      timeline: 'this_week',
      scope: 'one_time',
      budget: '$500 - $1,000',
    },
  });
  expect(response.status()).toBe(201);
  return { ...((await response.json()) as { id: string; requestNumber: string }), title };
}

/** The admin console on `tab`, signed in with the token the admin login screen would have stored. */
async function openConsole(page: Page, token: string, tab: 'requests' | 'messages' = 'requests') {
  const joined = joinedRoom(page, 'admin-dashboard');
  await page.goto('/admin/login');
  await page.evaluate((value) => {
    localStorage.setItem('admin_token', value);
    localStorage.setItem('isAdminAuthenticated', 'true');
  }, token);
  await page.goto(`/admin/dashboard?tab=${tab}`);
  await joined;
}

/** The client's dashboard, signed in with the token the login screen would have stored. */
async function openDashboard(page: Page, client: Client) {
  await page.goto('/client/login');
  await page.evaluate((value) => localStorage.setItem('authToken', value), client.token);
  await page.goto('/client/dashboard');
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
}

const requestCard = (page: Page, id: string) => page.locator(`[data-testid="request-card"][data-request-id="${id}"]`);
const requestRow = (page: Page, title: string) => page.getByTestId('admin-request-row').filter({ hasText: title });
const staffDialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

/** Every text of the request's conversation the client's API answers hold: its updates and its thread. */
async function clientConversationTexts(page: Page, client: Client, requestId: string): Promise<string[]> {
  const headers = bearer(client.token);
  const updates = await page.request.get(`/api/dashboard/requests/${requestId}/updates`, { headers });
  expect(updates.status()).toBe(200);
  const threads = await page.request.get('/api/messages/threads', { headers });
  expect(threads.status()).toBe(200);
  const thread = ((await threads.json()) as { threads: { threadId: string; requestId: string | null }[] }).threads.find(
    (item) => item.requestId === requestId,
  );
  expect(thread).toBeDefined();
  const messages = await page.request.get(`/api/messages/threads/${thread!.threadId}`, { headers });
  expect(messages.status()).toBe(200);
  return [
    ...((await updates.json()) as { updates: { message: string }[] }).updates.map((update) => update.message),
    ...((await messages.json()) as { messages: { content: string }[] }).messages.map((message) => message.content),
  ];
}

test.describe('staff console', () => {
  test('a client and the admin work one request live: note, alias reply, status, assignment, answer, one conversation', async ({
    page: admin,
    browser,
    request,
  }) => {
    const token = await adminToken(request);
    const me = (
      (await (await request.get('/api/auth/me', { headers: bearer(token) })).json()) as {
        user: { firstName: string; lastName: string };
      }
    ).user;
    const client = await newClient(request, 'console');
    await openConsole(admin, token);

    // The new request reaches the open console without a refresh.
    const submitted = await submitRequest(request, client, `Exclusivity clause review ${client.lastName}`);
    const row = requestRow(admin, submitted.title);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('admin-request-status')).toHaveText('submitted');

    const clientPage = await newPage(browser);
    const clientJoined = joinedRoom(clientPage, `request-${submitted.id}`);
    await openDashboard(clientPage, client);
    const card = requestCard(clientPage, submitted.id);
    await card.getByRole('button', { name: 'View details' }).click();
    await expect(card.getByTestId('request-details')).toBeVisible();
    await clientJoined;

    await row.click();
    const dialog = staffDialog(admin, submitted.title);
    await expect(dialog.getByText(client.email)).toBeVisible();
    const composer = dialog.getByTestId('staff-request-composer');
    const staffUpdates = dialog.getByTestId('staff-request-update');

    // An internal note: staff see it marked, the client neither on the open page nor in any API answer.
    const note = `Internal: check the conflict list first (${client.lastName})`;
    await dialog.getByTestId('staff-internal-toggle').click();
    await composer.getByRole('textbox', { name: 'Message' }).fill(note);
    await composer.getByRole('button', { name: 'Send' }).click();
    const noteBubble = staffUpdates.filter({ hasText: note });
    await expect(noteBubble).toHaveAttribute('data-internal', 'true');
    await expect(noteBubble.getByText('Internal note')).toBeVisible();
    expect(await clientConversationTexts(clientPage, client, submitted.id)).not.toContain(note);

    // A client message needs an alias: nothing is sent and what was typed stays.
    await dialog.getByTestId('staff-internal-toggle').click();
    const reply = `We have started on your request (${client.lastName}).`;
    const replyBox = composer.getByRole('textbox', { name: 'Message' });
    await replyBox.fill(reply);
    await composer.getByRole('button', { name: 'Send' }).click();
    await expect(admin.getByText('Please select an alias for client messages')).toBeVisible();
    await expect(replyBox).toHaveValue(reply);
    await expect(staffUpdates).toHaveCount(1);
    expect(await clientConversationTexts(clientPage, client, submitted.id)).not.toContain(reply);

    await choose(admin, dialog, 'Alias', 'Sarah');
    await composer.getByRole('button', { name: 'Send' }).click();
    await expect(replyBox).toHaveValue('');
    await expect(staffUpdates.filter({ hasText: reply }).getByText('as Sarah')).toBeVisible();

    // The client's open card shows the reply under the alias as Support, and never the note.
    const clientReply = card.getByTestId('request-update').filter({ hasText: reply });
    await expect(clientReply).toBeVisible();
    await expect(clientReply.getByText('Sarah', { exact: true })).toBeVisible();
    await expect(clientReply.getByText('Support', { exact: true })).toBeVisible();
    await expect(clientPage.getByText(note)).toHaveCount(0);

    // The status follows on the client's card without a reload (the request list is not polled: only the push).
    await choose(admin, dialog, 'Status', 'In Progress');
    await expect(dialog.getByTestId('staff-dialog-status')).toHaveText('in progress');
    await expect(card.getByText('in progress', { exact: true })).toBeVisible();
    await expect(card.getByText('In Progress', { exact: true })).toBeVisible();

    await dialog.getByRole('button', { name: 'Assign to me' }).click();
    await expect(dialog.getByTestId('staff-assignee')).toHaveText(`Assigned to: ${me.firstName} ${me.lastName}`.trim());

    // The staff's own changes were announced too; clear those toasts so the next one is the client's.
    const toasts = admin.locator('.ant-notification-notice');
    // One at a time: closing one (or its own timeout) moves the others, so a list taken up front goes stale.
    await expect(async () => {
      const close = toasts.locator('.ant-notification-notice-close').first();
      if (await close.count()) await close.click({ timeout: 1_000 });
      await expect(toasts).toHaveCount(0, { timeout: 500 });
    }).toPass({ timeout: 20_000 });

    const answer = `Thank you, the supplier is waiting for our answer (${client.lastName}).`;
    const clientBox = card.getByTestId('request-composer').getByRole('textbox', { name: 'Message' });
    await clientBox.fill(answer);
    await clientBox.press('Enter');
    await expect(card.getByTestId('request-update').filter({ hasText: answer })).toBeVisible();

    await expect(
      toasts.filter({ hasText: 'New Message' }).filter({ hasText: `New update on request ${submitted.id}` }),
    ).toBeVisible();
    await expect(staffUpdates.filter({ hasText: answer })).toBeVisible();

    // Messages shows the same one conversation: the reply and the answer, no note.
    await clientPage.getByRole('menuitem', { name: /Messages/ }).click();
    const section = clientPage.getByTestId('messages-section');
    await expect(section.getByTestId('thread-item')).toHaveCount(1);
    const bubbles = section.getByTestId('message-bubble');
    const staffBubble = bubbles.filter({ hasText: reply });
    await expect(staffBubble.getByText('Sarah', { exact: true })).toBeVisible();
    await expect(staffBubble.getByText('Support', { exact: true })).toBeVisible();
    await expect(bubbles.filter({ hasText: answer })).toHaveAttribute('data-own', 'true');
    await expect(bubbles).toHaveCount(2);
    await expect(section.getByText(note)).toHaveCount(0);
    const texts = await clientConversationTexts(clientPage, client, submitted.id);
    expect(texts).toEqual(expect.arrayContaining([reply, answer]));
    expect(texts).not.toContain(note);

    await clientPage.context().close();
  });

  test('Legal Requests: a search by client e-mail, its filter counts, and a delete with confirmation', async ({
    page: admin,
    browser,
    request,
  }) => {
    const token = await adminToken(request);
    const client = await newClient(request, 'search');
    const kept = await submitRequest(request, client, `Trademark filing ${client.lastName}`);
    const removed = await submitRequest(request, client, `Lease renewal ${client.lastName}`);
    const moved = await request.patch(`/api/admin/requests/${kept.id}/status`, {
      headers: bearer(token),
      data: { status: 'in_progress' },
    });
    expect(moved.status()).toBe(200);
    await openConsole(admin, token);

    // The counts follow the search: only this client's two requests.
    await admin.getByTestId('admin-requests-search').fill(client.email);
    await expect(admin.getByTestId('admin-request-row')).toHaveCount(2);
    await expect(admin.getByTestId('admin-count-all')).toHaveText('2');
    await expect(admin.getByTestId('admin-count-pending')).toHaveText('1');
    await expect(admin.getByTestId('admin-count-in_progress')).toHaveText('1');
    await expect(admin.getByTestId('admin-count-completed')).toHaveText('0');

    await admin.getByTestId('admin-filter-in_progress').click();
    await expect(admin.getByTestId('admin-request-row')).toHaveCount(1);
    await expect(requestRow(admin, kept.title)).toBeVisible();
    await admin.getByTestId('admin-filter-completed').click();
    await expect(admin.getByText('No completed requests found')).toBeVisible();
    await admin.getByTestId('admin-filter-all').click();
    await expect(admin.getByTestId('admin-request-row')).toHaveCount(2);

    // Delete shows on hover and asks first; cancelling keeps the request.
    const row = requestRow(admin, removed.title);
    await row.hover();
    await row.getByTestId('admin-request-delete').click();
    const confirm = admin
      .locator('.ant-popover')
      .filter({ hasText: 'Delete this request? This action cannot be undone.' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await expect(admin.getByRole('dialog')).toHaveCount(0);
    await row.hover();
    await row.getByTestId('admin-request-delete').click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(row).toHaveCount(0);
    await expect(admin.getByTestId('admin-count-all')).toHaveText('1');
    await expect(admin.getByTestId('admin-count-pending')).toHaveText('0');

    const clientPage = await newPage(browser);
    await openDashboard(clientPage, client);
    await expect(clientPage.getByTestId('request-card')).toHaveCount(1);
    await expect(requestCard(clientPage, kept.id)).toBeVisible();
    const gone = await clientPage.request.get(`/api/dashboard/requests/${removed.id}`, {
      headers: bearer(client.token),
    });
    expect(gone.status()).toBe(404);
    await clientPage.context().close();
  });

  test("Messages tab: the admin answers a client's thread as Emily, and starts a direct thread with New Message", async ({
    page: admin,
    browser,
    request,
  }) => {
    const token = await adminToken(request);
    const client = await newClient(request, 'threads');
    const submitted = await submitRequest(request, client, `Employment contract ${client.lastName}`);
    const question = `Can my employer change my hours without notice? (${client.lastName})`;
    const asked = await request.post(`/api/dashboard/requests/${submitted.id}/updates`, {
      headers: bearer(client.token),
      data: { message: question },
    });
    expect(asked.status()).toBe(201);

    await openConsole(admin, token, 'messages');
    const tab = admin.getByTestId('staff-messages-tab');
    await tab.getByRole('searchbox', { name: 'Search threads' }).fill(client.lastName);
    const thread = tab.getByTestId('staff-thread-item').filter({ hasText: `${client.firstName} ${client.lastName}` });
    await expect(thread).toHaveCount(1);
    // The preview holds 60 characters, the ellipsis included.
    await expect(thread.getByTestId('staff-thread-preview')).toHaveText(`${question.slice(0, 59)}…`);
    await thread.click();

    const view = tab.getByTestId('staff-thread-view');
    await expect(view.getByText(question)).toBeVisible();
    await choose(admin, view, 'Send as Admin', 'Emily');
    const answer = `Not without notice; we will check your contract (${client.lastName}).`;
    const box = view.getByRole('textbox', { name: 'Message' });
    await box.fill(answer);
    await box.press('Enter');
    await expect(box).toHaveValue('');
    const sent = view.getByTestId('staff-message-list').getByText(answer);
    await expect(sent).toBeVisible();
    await expect(view.getByTestId('staff-thread-count')).toHaveText('2 messages');

    const clientPage = await newPage(browser);
    await openDashboard(clientPage, client);
    await clientPage.getByRole('menuitem', { name: /Messages/ }).click();
    const section = clientPage.getByTestId('messages-section');
    const bubble = section.getByTestId('message-bubble').filter({ hasText: answer });
    await expect(bubble.getByText('Emily', { exact: true })).toBeVisible();
    await expect(bubble.getByText('Support', { exact: true })).toBeVisible();
    await expect(section.getByTestId('thread-item')).toHaveCount(1);

    // New Message: a direct thread to the client, opened once sent.
    await view.getByRole('button', { name: 'Back to threads' }).click();
    await tab.getByRole('button', { name: 'New' }).click();
    const dialog = admin.getByRole('dialog').filter({ hasText: 'New Message' });
    await chooseBySearch(admin, dialog, 'Recipient', client.email, client.email);
    await expect(dialog.getByRole('radio', { name: 'Direct' })).toBeChecked();
    await dialog.getByLabel('Subject (optional)').fill(`Your documents ${client.lastName}`);
    const direct = `Please send us your signed contract when you can (${client.lastName}).`;
    await dialog.getByLabel('Message').fill(direct);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(view.getByText(`Your documents ${client.lastName}`)).toBeVisible();
    await expect(view.getByTestId('staff-message-list').getByText(direct)).toBeVisible();

    await clientPage.reload();
    await clientPage.getByRole('menuitem', { name: /Messages/ }).click();
    await expect(section.getByTestId('thread-item')).toHaveCount(2);
    await section
      .getByTestId('thread-item')
      .filter({ hasText: `Your documents ${client.lastName}` })
      .click();
    await expect(section.getByTestId('message-bubble').filter({ hasText: direct })).toBeVisible();
    await expect(section.getByTestId('message-bubble').filter({ hasText: answer })).toHaveCount(0);
    await clientPage.context().close();
  });

  test('Send reminder e-mails the client a link to the request and notes it, for staff only, in the conversation', async ({
    page: admin,
    request,
  }) => {
    const token = await adminToken(request);
    const client = await newClient(request, 'reminded');
    const submitted = await submitRequest(request, client, `Supplier dispute ${client.lastName}`);
    const reply = `Could you send us the supplier's last invoice? (${client.lastName})`;
    const replied = await request.post(`/api/admin/requests/${submitted.id}/updates`, {
      headers: bearer(token),
      data: { message: reply, isInternal: false, alias: 'David' },
    });
    expect(replied.status()).toBe(201);

    await openConsole(admin, token);
    await requestRow(admin, submitted.title).click();
    const dialog = staffDialog(admin, submitted.title);
    await dialog.getByRole('button', { name: 'Send reminder' }).click();
    await expect(admin.locator('.ant-notification-notice').filter({ hasText: 'Reminder sent' })).toBeVisible();

    const mail = await waitForMail(
      client.email,
      `Reminder: your legal request ${submitted.requestNumber} is waiting for you`,
    );
    expect(mail.text).toContain(`/client/dashboard?request=${submitted.id}&highlight=true`);
    expect(mail.text).toContain(`> ${reply}`);

    const entry = dialog
      .getByTestId('staff-request-update')
      .filter({ hasText: `Reminder e-mail sent to ${client.email}` });
    await expect(entry).toHaveAttribute('data-internal', 'true');
    const seen = await request.get(`/api/dashboard/requests/${submitted.id}/updates`, {
      headers: bearer(client.token),
    });
    expect(JSON.stringify(await seen.json())).not.toContain('Reminder e-mail sent');
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the request dialog fills the screen and its composer and buttons are usable', async ({
      page: admin,
      request,
    }) => {
      const token = await adminToken(request);
      const client = await newClient(request, 'phone');
      const submitted = await submitRequest(request, client, `Phone review ${client.lastName}`);
      await openConsole(admin, token);
      await admin.getByTestId('admin-requests-search').fill(client.email);
      await requestRow(admin, submitted.title).click();
      const dialog = staffDialog(admin, submitted.title);
      await expect(dialog.getByText(client.email)).toBeVisible();

      const composer = dialog.getByTestId('staff-request-composer');
      const box = composer.getByRole('textbox', { name: 'Message' });
      expect(await box.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(
        16,
      );
      for (const control of [
        composer.getByRole('button', { name: 'Send' }),
        composer.getByRole('button', { name: 'Attach' }),
        dialog.getByTestId('staff-alias-select'),
        dialog.getByRole('button', { name: 'Assign to me' }),
        dialog.getByRole('button', { name: 'Send reminder' }),
      ]) {
        await control.scrollIntoViewIfNeeded();
        const box = (await control.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await choose(admin, dialog, 'Alias', 'Michael');
      const reply = `We received your request on the go (${client.lastName}).`;
      await box.fill(reply);
      await composer.getByRole('button', { name: 'Send' }).click();
      await expect(box).toHaveValue('');
      await expect(
        dialog.getByTestId('staff-request-update').filter({ hasText: reply }).getByText('as Michael'),
      ).toBeVisible();
    });
  });
});
