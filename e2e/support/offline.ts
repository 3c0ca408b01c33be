import type { Page } from '@playwright/test';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/**
 * Refuses every request to another host and lists them (the geo lookups, if the page's CSP lets them start):
 * journeys never touch the internet, and can check what tried to.
 */
export async function stayOffline(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.route(
    (url) => !LOCAL_HOSTS.has(url.hostname),
    (route) => {
      refused.push(route.request().url());
      return route.abort();
    },
  );
  return refused;
}
