import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { DEMO } from './accounts';
import { E2E_PORT } from './runtime';

/** The seeded admin's token, as the admin login screen would store it. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', { data: DEMO.admin });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A second browser, side by side with the test's page (contexts made by hand get no config defaults). */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}`, ...options });
  return context.newPage();
}

/** Resolves once the page's live socket has joined `room` (the server answers each join with `joined`). */
export function joinedRoom(page: Page, room: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"joined"') && payload.includes(`"${room}"`)) resolve();
      });
    });
  });
}
