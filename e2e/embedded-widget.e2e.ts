import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Request } from '@playwright/test';
import { stayOffline } from './support/offline';
import { E2E_PORT, REPO_ROOT, WIDGET_HOST_PORT } from './support/runtime';

/**
 * The standalone widget embedded by an external marketing site (examples/marketing-site) on another origin: one
 * script tag, a small launcher, the full widget loaded on demand inside a Shadow DOM that the page's aggressive CSS
 * cannot reach, and API calls allowed through CORS_ORIGINS. Every request to a non-loopback host is refused.
 */

const API = `http://127.0.0.1:${E2E_PORT}`;
const HOST = `http://127.0.0.1:${WIDGET_HOST_PORT}`;
const LAUNCHER_MAX_GZIP = 30 * 1024;
const QUESTION = 'I need help reviewing a contract before I sign it. What should I look out for?';

/** The example page with its script tag pointed at the e2e server. */
const examplePage = () =>
  readFileSync(join(REPO_ROOT, 'examples', 'marketing-site', 'index.html'), 'utf8').replaceAll(
    'http://localhost:8080',
    API,
  );

let server: Server;

test.beforeAll(async () => {
  const html = examplePage();
  expect(html).toContain(`src="${API}/widget/widget.js"`);
  server = createServer((req, res) => {
    const found = req.url === '/';
    res.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(found ? html : 'not found');
  });
  await new Promise<void>((resolve) => server.listen(WIDGET_HOST_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Computed styles of an element inside the widget's shadow root. */
const shadowStyle = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const element = document.querySelector('lexa-chat-widget')?.shadowRoot?.querySelector(css);
    if (!element) return null;
    const style = getComputedStyle(element);
    return { fontFamily: style.fontFamily, color: style.color, display: style.display };
  }, selector);

test('a marketing site embeds the chat with one script tag; its CSS cannot reach the widget', async ({ page }) => {
  const refused = await stayOffline(page);
  const requested: Request[] = [];
  page.on('request', (request) => requested.push(request));
  const launcherResponse = page.waitForResponse(`${API}/widget/widget.js`);

  await page.goto(`${HOST}/`);
  const launcher = await launcherResponse;
  expect(launcher.status()).toBe(200);
  expect(gzipSync(await launcher.body()).length).toBeLessThan(LAUNCHER_MAX_GZIP);

  const open = page.getByRole('button', { name: 'Open chat' });
  await expect(open).toBeVisible();
  // The page's own CSS did apply to the page, and the full widget is not downloaded before the visitor shows interest.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/Georgia/);
  expect(requested.filter((request) => request.url().startsWith(`${API}/widget/widget-app.js`))).toHaveLength(0);
  expect(requested.filter((request) => request.url().startsWith(`${API}/api/`))).toHaveLength(0);

  const initRequest = page.waitForRequest(`${API}/api/chat/init`);
  const initResponse = page.waitForResponse(
    (response) => response.url() === `${API}/api/chat/init` && response.request().method() === 'POST',
  );
  await open.click();
  const chat = page.getByRole('region', { name: 'Chat with Lexa' });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute('data-layout', 'floating');

  // A cross-origin call from the marketing site, allowed by the API's CORS allowlist.
  expect((await initRequest).headers()['origin']).toBe(HOST);
  const init = await initResponse;
  expect(init.status()).toBe(200);
  expect(init.headers()['access-control-allow-origin']).toBe(HOST);

  const messages = chat.getByTestId('chat-message');
  await expect(messages.first()).toBeVisible();
  const input = chat.getByRole('textbox', { name: 'Message' });
  await input.fill(QUESTION);
  await input.press('Enter');
  await expect(messages.filter({ hasText: QUESTION })).toHaveCount(1);
  await expect(chat.getByRole('status', { name: 'Lexa is typing' })).toHaveCount(0);
  const reply = messages.last();
  await expect(reply).not.toHaveText(QUESTION);
  await expect(reply).not.toBeEmpty();

  // `* { font-family: serif !important; color: … }`, `button { … }` and `svg { display: none }` stay outside.
  for (const selector of ['.lexa-chat-panel', '.lexa-chat-row[data-role="assistant"] .lexa-chat-bubble', 'textarea']) {
    const style = await shadowStyle(page, selector);
    expect(style, selector).not.toBeNull();
    expect(style!.fontFamily, selector).not.toMatch(/Georgia|Times|(^|,\s*)serif\s*(,|$)/);
    expect(style!.color, selector).not.toBe('rgb(176, 0, 32)');
  }
  const send = await shadowStyle(page, 'button[aria-label="Send message"] svg');
  expect(send?.display).not.toBe('none');
  await expect(chat.getByRole('button', { name: 'Send message' })).not.toHaveCSS('text-transform', 'uppercase');

  // antd's styles went into the shadow root, none into the page.
  expect(
    await page.evaluate(() => document.querySelector('lexa-chat-widget')!.shadowRoot!.querySelectorAll('style').length),
  ).toBeGreaterThan(2);
  expect(await page.evaluate(() => document.head.querySelectorAll('style').length)).toBe(1);

  // "Post a Request" leaves the marketing site for the product's request page (a top-level navigation).
  const postRequest = reply.getByRole('button', { name: 'Post a Request' });
  await expect(postRequest).toBeVisible();
  const navigation = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/client/request',
  );
  await postRequest.click();
  expect(new URL((await navigation).url()).port).toBe(String(E2E_PORT));

  expect(refused.every((url) => /^https:\/\/(api\.ipify\.org|ipapi\.co)\//.test(url))).toBe(true);
});
