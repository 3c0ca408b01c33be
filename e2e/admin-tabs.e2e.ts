import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { adminToken, newPage } from './support/staff-pages';
import { CHAT_START } from './support/chat-start';
import { choose } from './support/choose';
import { stayOffline } from './support/offline';

/**
 * The admin console's Chats, Visitors, Users, Files, Settings, Assistant Config and System Prompts tabs, as the
 * admin, over data each journey creates through the public API.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
/** What a visitor's browser sends as its user agent: the server derives device and browser from it. */
const IPHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Tab = 'sessions' | 'visitors' | 'users' | 'files' | 'settings' | 'config' | 'prompts';

interface Client {
  token: string;
  email: string;
  lastName: string;
}

async function newClient(request: APIRequestContext, email: string): Promise<Client> {
  const lastName = `Tabs${stamp()}`;
  const response = await request.post('/api/auth/signup', {
    data: { firstName: 'Tara', lastName, email, password: 'admin-tabs-2026' },
  });
  expect(response.status()).toBe(201);
  return { token: ((await response.json()) as { token: string }).token, email, lastName };
}

/** The admin console on `tab`, signed in with the token the admin login screen would have stored. */
async function openConsole(page: Page, token: string, tab: Tab) {
  await page.goto('/admin/login');
  await page.evaluate((value) => {
    localStorage.setItem('admin_token', value);
    localStorage.setItem('isAdminAuthenticated', 'true');
  }, token);
  await page.goto(`/admin/dashboard?tab=${tab}`);
  // The first journey of a run loads the console's remotes cold, on a machine shared with other work.
  await expect(page.getByTestId('admin-dashboard')).toBeVisible({ timeout: 30_000 });
}

const toast = (page: Page, text: string) => page.locator('.ant-notification-notice').filter({ hasText: text });
const downloaded = async (download: Download) => readFile((await download.path())!, 'utf8');

/** A visitor's chat with the offline assistant: its session id and the visitor's message. */
async function chatWithAssistant(request: APIRequestContext) {
  const sessionId = `session_${stamp()}`;
  const opened = await request.post('/api/chat/init', {
    data: { sessionId, geoData: { ip: '203.0.113.9', city: 'Lisbon', country: 'Portugal', country_code: 'PT' } },
  });
  expect(opened.ok()).toBe(true);
  const question = `Can I end my office lease early? (${sessionId})`;
  const sent = await request.post('/api/chat/message', { data: { sessionId, message: question } });
  expect(sent.ok()).toBe(true);
  return { sessionId, question };
}

test.describe('admin console tabs', () => {
  test('Chats: a new chat shows, opening marks it read, the star persists and the transcript holds its messages', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const { sessionId, question } = await chatWithAssistant(request);
    await openConsole(page, token, 'sessions');

    const row = page.getByTestId(`chat-session-${sessionId}`);
    await expect(row).toContainText(`…${sessionId.slice(-8)}`);
    await expect(row).toContainText('2 messages');
    await expect(row).toContainText('Lisbon, Portugal');
    await expect(row.getByText('Unread')).toBeVisible();

    await row.click();
    const history = page.getByTestId('chat-message-history');
    await expect(history.getByTestId('chat-message-user')).toContainText(question);
    await expect(history.getByTestId('chat-message-assistant').first()).toBeVisible();
    await expect(row.getByText('Read', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(row.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(
      page.getByTestId(`chat-session-${sessionId}`).getByRole('button', { name: 'Remove from favorites' }),
    ).toBeVisible();

    await page.getByTestId(`chat-session-${sessionId}`).click();
    const saving = page.waitForEvent('download');
    await page.getByTestId('chat-message-history').getByRole('button', { name: 'Download' }).click();
    const transcript = await saving;
    expect(transcript.suggestedFilename()).toMatch(/\.txt$/);
    expect(await downloaded(transcript)).toContain(question);
  });

  test("Visitors: a fresh visitor's landing visit is listed with its location, device and browser", async ({
    page,
    request,
    browser,
  }) => {
    const token = await adminToken(request);
    const visitor = await newPage(browser);
    await stayOffline(visitor);
    const logged = visitor.waitForResponse((response) => response.url().endsWith('/api/autosave/log-visit'));
    const init = visitor.waitForRequest((sent) => sent.url().endsWith('/api/chat/init'));
    await visitor.goto('/');
    const answer = await logged;
    expect(answer.status()).toBe(201);
    const { correlationId } = (await answer.json()) as { correlationId: string };
    // The visit is logged under the chat's own session id.
    const chatSession = ((await init).postDataJSON() as { sessionId: string }).sessionId;
    expect((answer.request().postDataJSON() as { sessionId: string }).sessionId).toBe(chatSession);
    // Once per browser session: a reload logs nothing more.
    let again = 0;
    visitor.on('request', (sent) => {
      if (sent.url().endsWith('/api/autosave/log-visit')) again += 1;
    });
    await visitor.reload();
    await expect(
      visitor.getByRole('region', { name: 'Chat with Lexa' }).getByTestId('chat-message').first(),
    ).toBeVisible({ timeout: CHAT_START });
    expect(again).toBe(0);
    await visitor.context().close();

    await openConsole(page, token, 'visitors');
    const log = page.getByTestId('staff-visitors-tab').getByTestId(`visitor-log-${correlationId}`);
    await expect(log).toContainText(chatSession);
    // Offline on a local host, the browser's lookup falls back to the development location.
    await expect(log).toContainText('Development, Local');
    await expect(log).toContainText('desktop');
    await expect(log).toContainText('Chrome');
  });

  test('Visitors: the cards, a recorded visit, an abandoned draft with its details, and a system report', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const sessionId = `session_${stamp()}`;
    const visit = await request.post('/api/autosave/log-visit', {
      headers: { 'User-Agent': IPHONE_AGENT },
      data: { sessionId, referrer: 'https://search.example/?q=lease', landingUrl: 'http://127.0.0.1/client/request' },
    });
    expect(visit.status()).toBe(201);
    const { correlationId } = (await visit.json()) as { correlationId: string };
    const title = `Abandoned lease question ${sessionId}`;
    const draft = await request.post('/api/autosave/create-draft', {
      data: {
        sessionId,
        correlationId,
        currentStep: 2,
        formData: { initialInput: 'My landlord wants to end my lease early.', title, category: 'Real Estate' },
      },
    });
    expect(draft.status()).toBe(201);
    const { draftId } = (await draft.json()) as { draftId: string };
    // A second draft whose submission failed: the server files a system report for it.
    const failing = await request.post('/api/autosave/create-draft', {
      data: { sessionId, correlationId, currentStep: 5, formData: { title: `Failed ${sessionId}` } },
    });
    const failed = await request.post(
      `/api/autosave/submit-draft/${((await failing.json()) as { draftId: string }).draftId}`,
      { data: { sessionId, success: false, error: `Upload refused (${sessionId})` } },
    );
    expect(failed.ok()).toBe(true);

    await openConsole(page, token, 'visitors');
    const tab = page.getByTestId('staff-visitors-tab');
    for (const card of ['Total Visitors', 'Converted to Chats', 'Widget Opens'])
      await expect(tab.getByText(card, { exact: true })).toBeVisible();

    const log = tab.getByTestId(`visitor-log-${correlationId}`);
    await expect(log).toContainText(sessionId);
    await expect(log).toContainText('mobile');
    await expect(log).toContainText('Safari 17');
    await expect(log).toContainText('Referrer: https://search.example/?q=lease');

    await tab.getByRole('tab', { name: 'Draft Saves' }).click();
    const saved = tab.getByTestId(`draft-${draftId}`);
    await expect(saved).toContainText(title);
    await expect(saved).toContainText('Active');
    await saved.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Draft details' });
    await expect(dialog.getByText('Draft information')).toBeVisible();
    await expect(dialog.getByText('IP tracking')).toBeVisible();
    await expect(dialog.getByText('Captured form data')).toBeVisible();
    await expect(dialog.getByText('Raw form data')).toBeVisible();
    await expect(dialog.getByText(draftId)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await tab.getByRole('tab', { name: 'System Reports' }).click();
    const report = tab.locator('[data-testid^="system-report-"]').filter({ hasText: `Upload refused (${sessionId})` });
    await expect(report).toContainText('intake-wizard');
    await expect(report).toContainText('error');
  });

  test('Users: cards, sort, inline e-mail edit, a magic link, and deleting a client ends its token', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    // A leading "0" sorts this client first by e-mail.
    const client = await newClient(request, `0-users-${stamp()}@example.com`);
    await openConsole(page, token, 'users');
    const tab = page.getByTestId('admin-users-tab');
    for (const card of ['Total Users', 'Active Users', 'With Requests', 'New Today'])
      await expect(tab.getByText(card, { exact: true })).toBeVisible();

    await choose(page, tab, 'Sort users', 'Email');
    const rows = tab.getByTestId('admin-user-row');
    await expect(rows.first()).toContainText(client.email);

    const row = rows.filter({ hasText: client.email });
    await row.getByRole('button', { name: `Edit email of ${client.email}` }).click();
    const box = row.getByRole('textbox', { name: 'Email address' });
    await box.fill('');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('alert')).toHaveText('Email address cannot be empty.');
    await box.fill('not-an-address');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('alert')).toHaveText('Please enter a valid email address.');
    await box.fill(DEMO.client.email);
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByRole('alert')).toHaveText('This email address is already in use by another user.');
    const changed = `0-changed-${stamp()}@example.com`;
    await box.fill(changed);
    await row.getByRole('button', { name: 'Save' }).click();
    const changedRow = rows.filter({ hasText: changed });
    await expect(changedRow.getByRole('button', { name: `Edit email of ${changed}` })).toBeVisible();

    await changedRow.getByRole('button', { name: `Send magic link to sign in as ${changed}` }).click();
    const confirmLink = page.getByRole('dialog').filter({ hasText: 'Send magic link?' });
    await expect(confirmLink).toContainText('expires in 30 minutes');
    await confirmLink.getByRole('button', { name: 'Send magic link' }).click();
    await expect(toast(page, 'Magic Link Sent')).toBeVisible();

    await changedRow.getByRole('button', { name: `Delete ${changed}` }).click();
    const confirmDelete = page.getByRole('dialog').filter({ hasText: 'Delete this user?' });
    await confirmDelete.getByRole('button', { name: 'Delete user' }).click();
    await expect(toast(page, 'User deleted.')).toBeVisible();
    await expect(rows.filter({ hasText: changed })).toHaveCount(0);
    const me = await request.get('/api/auth/me', { headers: bearer(client.token) });
    expect(me.status()).toBe(401);
  });

  test('Files: an uploaded file shows as a card with its size in KB and downloads whole', async ({ page, request }) => {
    const token = await adminToken(request);
    const client = await newClient(request, `files-${stamp()}@example.com`);
    const name = `lease-${client.lastName}.txt`;
    const content = `Lease terms for ${client.lastName}\n`.padEnd(3174, '.');
    const submitted = await request.post('/api/requests/submit', {
      headers: bearer(client.token),
      multipart: {
        title: `Lease review ${client.lastName}`,
        description: 'Please review the early termination clause of my office lease before Friday.',
        category: 'Real Estate',
        jurisdiction: 'Texas, USA',
        timeline: 'this_week',
        scope: 'one_time',
        budget: '$200 - $500',
        files: { name, mimeType: 'text/plain', buffer: Buffer.from(content) },
      },
    });
    expect(submitted.status()).toBe(201);

    await openConsole(page, token, 'files');
    const card = page.getByTestId('admin-file-card').filter({ hasText: name });
    await expect(card).toContainText('3.1 KB');
    await expect(card).toContainText('request');
    await expect(card).toContainText('text/plain');
    const saving = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download' }).click();
    const file = await saving;
    expect(file.suggestedFilename()).toBe(name);
    expect(await downloaded(file)).toBe(content);
  });

  test("Settings: the admin e-mail is saved with its toast, and an uploaded avatar is served and shown in a fresh visitor's chat", async ({
    page,
    request,
    browser,
  }) => {
    const token = await adminToken(request);
    await openConsole(page, token, 'settings');
    const tab = page.getByTestId('admin-settings-tab');
    const email = tab.getByRole('textbox', { name: 'Admin email' });
    await expect(email).toBeEnabled();
    await email.fill(`notices-${stamp()}@example.com`);
    await tab.getByRole('button', { name: 'Update Email' }).click();
    await expect(toast(page, 'Email Updated')).toBeVisible();

    await tab.locator('input[type="file"]').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG });
    await expect(toast(page, 'Avatar updated')).toBeVisible();
    await expect(tab.locator('.ant-avatar img')).toHaveAttribute('src', /\/api\/settings\/avatar/);
    const avatar = await request.get('/api/settings/avatar');
    expect(avatar.status()).toBe(200);
    expect(avatar.headers()['content-type']).toMatch(/^image\//);

    // A new visitor's chat shows it in its header and beside the assistant's welcome.
    const visitor = await newPage(browser);
    await stayOffline(visitor);
    await visitor.goto('/');
    const chat = visitor.getByRole('region', { name: 'Chat with Lexa' });
    await expect(chat.getByTestId('chat-message').first()).toBeVisible({ timeout: CHAT_START });
    const shown = chat.getByTestId('chat-header-avatar').locator('img');
    await expect(shown).toHaveAttribute('src', /\/api\/settings\/avatar\?v=\d+$/);
    await expect(chat.getByTestId('chat-message-avatar').first().locator('img')).toHaveAttribute(
      'src',
      (await shown.getAttribute('src'))!,
    );
    expect(await shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const served = await request.get((await shown.getAttribute('src'))!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toMatch(/^image\//);
    await visitor.context().close();
  });

  test('Assistant Config: save needs a change, the key shows masked, and removing it brings the offline assistant back', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    await openConsole(page, token, 'config');
    const tab = page.getByTestId('assistant-config-tab');
    const save = tab.getByTestId('assistant-config-save');
    await expect(save).toBeDisabled();

    const key = `sk-e2e-${stamp()}-WXYZ`;
    await tab.getByLabel('API key').fill(key);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(tab.getByTestId('assistant-config-masked-key')).toContainText(
      `${key.slice(0, 4)}••••${key.slice(-4)}`,
    );
    await expect(save).toBeDisabled();
    await expect(tab.getByTestId('assistant-live-provider')).toHaveText('OpenAI (live)');
    const config = await request.get('/api/admin/config', { headers: bearer(token) });
    expect(await config.text()).not.toContain(key);

    // The journeys' server has no internet: put the offline assistant back for the other journeys.
    await tab.getByRole('button', { name: 'Remove key' }).click();
    await save.click();
    await expect(tab.getByTestId('assistant-config-masked-key')).toHaveText(
      'No key saved: the offline assistant answers.',
    );
    await expect(tab.getByTestId('assistant-live-provider')).toHaveText('Offline');
  });

  test('System Prompts: the built-ins are there; create a prompt, edit it into version 2, and read version 1 again', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    await openConsole(page, token, 'prompts');
    const tab = page.getByTestId('system-prompts-tab');
    const name = `Review house rules ${stamp()}`;
    const first = 'Answer in British English and cite the clause numbers you rely on.';
    const second = 'Answer in plain English, cite clause numbers, and list the three biggest risks first.';

    // A fresh install starts with the built-in prompt of each usage context, active.
    for (const builtIn of ['Chat assistant', 'Intake analysis house rules', 'Document review house rules'])
      await expect(tab.getByTestId('prompt-row').filter({ hasText: builtIn })).toContainText('Active');

    await tab.getByTestId('prompt-new').click();
    const editor = tab.getByTestId('prompt-editor');
    await editor.getByLabel('Name').fill(name);
    await choose(page, editor, 'Usage context', 'Document review');
    await editor.getByLabel('Content').fill(first);
    await editor.getByRole('button', { name: 'Create prompt' }).click();
    await expect(page.getByText('Prompt created')).toBeVisible();

    await editor.getByLabel('Content').fill(second);
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Prompt saved (version 2)')).toBeVisible();

    const versions = tab.getByTestId('prompt-versions');
    await expect(versions.getByRole('button', { name: /^v2 · Document review/ })).toBeVisible();
    await versions.getByRole('button', { name: /^v1 · Document review/ }).click();
    await expect(versions.getByText(first)).toBeVisible();

    await tab.getByRole('tab', { name: 'Prompts' }).click();
    const row = tab.getByTestId('prompt-row').filter({ hasText: name });
    await expect(row).toContainText('v2');
    await expect(row).toContainText(second);
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the sidebar is a drawer, and a tab opens from it', async ({ page, request }) => {
      const token = await adminToken(request);
      await openConsole(page, token, 'sessions');
      await expect(page.getByTestId('admin-tabs')).toHaveCount(0);
      await page.getByTestId('admin-menu-toggle').click();
      const drawer = page.locator('.ant-drawer').filter({ has: page.getByTestId('admin-tabs') });
      await expect(drawer).toBeVisible();
      const users = drawer.getByRole('menuitem', { name: 'Users' });
      await users.click();
      await expect(users).toBeHidden();
      await expect(page.getByTestId('admin-tab-header').getByRole('heading', { name: 'Users' })).toBeVisible();
      await expect(page.getByTestId('admin-users-tab')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});
