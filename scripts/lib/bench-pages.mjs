/**
 * Page weight on the wire and the landing's first paint, in Debian's Chromium through playwright-core.
 *
 * Weight: a fresh browser context (empty cache) per page, every JS and CSS response until the network is idle, read
 * from the DevTools protocol: `encoded` is what crossed the wire (compressed body and response headers, Network.
 * loadingFinished's encodedDataLength), `decoded` the bytes the browser parsed. The widget is embedded by an external
 * page with one script tag, measured as loaded and again once the chat has opened.
 *
 * Timing: the landing page under 4× CPU slowdown and 150 ms latency / 1.6 Mbps down (Emulation.setCPUThrottlingRate,
 * Network.emulateNetworkConditions), three fresh runs, medians of Largest Contentful Paint and of the moment the
 * chat's message box is enabled (the chat opens itself 1 s after the page loads), both from navigation start.
 */
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tooling/chromium.cjs';
import { ROOT } from './processes.mjs';
import { printTable } from './tables.mjs';

const require = createRequire(join(ROOT, 'package.json'));

const ACCOUNTS = {
  client: { door: '/api/auth/login', email: 'client@lexa.local', password: 'client-demo-2026' },
  admin: { door: '/api/admin/login', email: 'admin@lexa.local', password: 'admin-demo-2026' },
  attorney: { door: '/api/attorney/login', email: 'jordan.reyes@lexa.local', password: 'attorney-demo-2026' },
};
/** What each role's session keeps in localStorage (common/src/http/storage-keys.ts). */
const SESSION_KEYS = {
  client: (token) => ({ authToken: token }),
  admin: (token) => ({ admin_token: token, isAdminAuthenticated: 'true' }),
  attorney: (token) => ({ attorneyToken: token }),
};
const KB = 1024;
/** The budgets of issue 16, in KB on the wire (JS + CSS). */
const BUDGETS = { landing: 250, launcher: 30, widget: 200, login: 250, dashboard: 300 };
const THROTTLE = { latencyMs: 150, downKbps: 1600, upKbps: 750, cpu: 4, runs: 3 };
const TIMING_BUDGETS = { lcp: 2500, chatReady: 3500 };

const kb = (bytes) => (bytes / KB).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function tokenFor(origin, role) {
  const { door, email, password } = ACCOUNTS[role];
  const response = await fetch(`${origin}${door}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`${role} sign-in answered ${response.status}`);
  return (await response.json()).token;
}

/** Counts every JS/CSS response of the page through the DevTools protocol: encoded (wire) and decoded bytes. */
async function watchAssets(cdp, origin) {
  const assets = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const { pathname, origin: from } = new URL(response.url);
    if (type !== 'Script' && type !== 'Stylesheet' && !/\.(m?js|css)$/.test(pathname)) return;
    assets.set(requestId, {
      path: from === origin ? pathname : response.url,
      status: response.status,
      encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'none',
      decoded: 0,
      encoded: null,
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const asset = assets.get(requestId);
    if (asset) asset.decoded += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const asset = assets.get(requestId);
    if (asset) asset.encoded = encodedDataLength;
  });
  await cdp.send('Network.enable');
  return assets;
}

const QUIET_MS = 1500;

/**
 * Waits until the shell shows no loading placeholder, no skeleton is busy and no JS/CSS has arrived for 1.5 s:
 * on a busy machine the network can fall idle between the shell and the remote it then loads.
 */
async function settled(page, assets) {
  for (;;) {
    const before = assets.size;
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="loading-placeholder"], [aria-busy="true"]'),
      null,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(QUIET_MS);
    if (assets.size === before) return;
  }
}

/**
 * Loads the page in a fresh context until it has settled (and, with `openChat`, opens the chat). With `beforeChat`,
 * only what came before the network first fell idle counts: the landing opens its chat by itself 1 s after it has
 * loaded, and what the chat loads is measured with the widget.
 */
async function measurePage(browser, origin, { url, session, openChat, beforeChat }) {
  const context = await browser.newContext();
  try {
    if (session) await context.addInitScript((values) => Object.assign(window.localStorage, values), session);
    const page = await context.newPage();
    const failures = [];
    page.on('pageerror', (error) => failures.push(`page error: ${error.message.split('\n')[0]}`));
    const cdp = await context.newCDPSession(page);
    const assets = await watchAssets(cdp, origin);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const beforeIdle = new Set(assets.keys());
    if (!beforeChat) await settled(page, assets);
    if (openChat) {
      await page.getByRole('button', { name: 'Open chat' }).click({ timeout: 10_000 });
      await page
        .getByRole('region', { name: 'Chat with Lexa' })
        .getByTestId('chat-message')
        .first()
        .waitFor({ timeout: 15_000 });
      await settled(page, assets);
    }
    const files = [...assets].filter(([id]) => !beforeChat || beforeIdle.has(id)).map(([, file]) => file);
    for (const file of files) {
      if (file.status >= 400) failures.push(`${file.status} ${file.path}`);
      if (file.encoded === null) failures.push(`unfinished ${file.path}`);
    }
    return {
      files,
      failures,
      finalPath: new URL(page.url()).pathname,
      encoded: files.reduce((total, file) => total + (file.encoded ?? 0), 0),
      decoded: files.reduce((total, file) => total + file.decoded, 0),
    };
  } finally {
    await context.close();
  }
}

/** Records the largest contentful paint and the moment the chat's message box is first enabled. */
function recordLandingTimes() {
  const times = { lcp: null, chatReady: null };
  window.__lexaBenchTimes = times;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) times.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const poll = setInterval(() => {
    if (document.querySelector('[aria-label="Chat with Lexa"] textarea:not([disabled])')) {
      times.chatReady = performance.now();
      clearInterval(poll);
    }
  }, 20);
}

async function timeLanding(browser, origin) {
  const runs = [];
  for (let run = 0; run < THROTTLE.runs; run += 1) {
    const context = await browser.newContext();
    try {
      await context.addInitScript(recordLandingTimes);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: THROTTLE.latencyMs,
        downloadThroughput: (THROTTLE.downKbps * 1000) / 8,
        uploadThroughput: (THROTTLE.upKbps * 1000) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
      await page.goto(`${origin}/`, { waitUntil: 'load', timeout: 120_000 });
      await page.waitForFunction(() => window.__lexaBenchTimes.chatReady !== null, null, { timeout: 120_000 });
      // LCP is final once the page has been interacted with or hidden; the reading at chat-ready time is the figure.
      runs.push(await page.evaluate(() => ({ ...window.__lexaBenchTimes })));
    } finally {
      await context.close();
    }
  }
  return { lcp: median(runs.map((r) => r.lcp)), chatReady: median(runs.map((r) => r.chatReady)), runs };
}

/**
 * Measures every page and the landing's timing; prints the figures and returns README rows
 * (`[what, figure, budget]`). `widgetHostUrl` is an external page that embeds `/widget/widget.js`, or null.
 */
export async function benchPages(origin, widgetHostUrl) {
  let chromium;
  try {
    ({ chromium } = require('playwright-core'));
  } catch (error) {
    console.log(`playwright-core is not installed (${error.message}); skipping the page figures.`);
    return [];
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.log(`${CHROMIUM_PATH} is missing (apt-get install chromium); skipping the page figures.`);
    return [];
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  console.log(`Browser: Chromium ${browser.version()} (headless, fresh context per page, until the network is idle)`);
  const tokens = {};
  for (const role of Object.keys(ACCOUNTS)) tokens[role] = await tokenFor(origin, role);

  const pages = [
    { what: 'landing `/`, before the chat opens', path: '/', beforeChat: true, budget: BUDGETS.landing },
    ...(widgetHostUrl
      ? [
          { what: 'widget up-front (external page)', url: widgetHostUrl, budget: BUDGETS.launcher },
          { what: 'widget opened (external page)', url: widgetHostUrl, openChat: true, budget: BUDGETS.widget },
        ]
      : []),
    ...['client', 'admin', 'attorney'].map((role) => ({
      what: `\`/${role}/login\``,
      path: `/${role}/login`,
      budget: BUDGETS.login,
    })),
    ...['client', 'admin', 'attorney'].map((role) => ({
      what: `\`/${role}/dashboard\` (signed in)`,
      path: `/${role}/dashboard`,
      session: SESSION_KEYS[role](tokens[role]),
      budget: BUDGETS.dashboard,
    })),
  ];

  const rows = [];
  const readmeRows = [];
  const notes = [];
  for (const page of pages) {
    const label = page.path ?? page.what;
    try {
      const result = await measurePage(browser, origin, { ...page, url: page.url ?? `${origin}${page.path}` });
      const within = result.encoded <= page.budget * KB;
      const uncompressed = result.files.filter((file) => file.encoding === 'none' && file.decoded >= KB);
      rows.push([
        label,
        result.files.length,
        kb(result.encoded),
        kb(result.decoded),
        String(page.budget),
        within ? 'yes' : `NO (+${kb(result.encoded - page.budget * KB)})`,
      ]);
      readmeRows.push([page.what, `${kb(result.encoded)} KB (${kb(result.decoded)} KB decoded)`, `${page.budget} KB`]);
      if (page.path && result.finalPath !== page.path) notes.push(`${page.path}: ended on ${result.finalPath}`);
      for (const file of uncompressed) notes.push(`${label}: ${file.path} (${kb(file.decoded)} KB) came uncompressed`);
      for (const failure of [...new Set(result.failures)].slice(0, 8)) notes.push(`${label}: ${failure}`);
    } catch (error) {
      rows.push([label, '-', '-', '-', String(page.budget), 'FAILED']);
      notes.push(`${label}: ${error.message.split('\n')[0]}`);
    }
  }
  console.log('\nJS + CSS per page, first load, KB (encoded: on the wire, headers included; decoded: parsed):');
  printTable(['page', 'files', 'encoded', 'decoded', 'budget', 'within'], rows);

  console.log(
    `\nLanding under ${THROTTLE.cpu}× CPU slowdown, ${THROTTLE.latencyMs} ms latency, ${THROTTLE.downKbps / 1000} Mbps down (median of ${THROTTLE.runs}):`,
  );
  try {
    const timing = await timeLanding(browser, origin);
    const ms = (value) => `${(value / 1000).toFixed(2)} s`;
    console.log(`  runs (LCP / chat ready): ${timing.runs.map((r) => `${ms(r.lcp)} / ${ms(r.chatReady)}`).join(', ')}`);
    console.log(`  Largest Contentful Paint ${ms(timing.lcp)} (budget ${ms(TIMING_BUDGETS.lcp)})`);
    console.log(`  chat input ready         ${ms(timing.chatReady)} (budget ${ms(TIMING_BUDGETS.chatReady)})`);
    readmeRows.push(
      ['landing Largest Contentful Paint, throttled (median of 3)', ms(timing.lcp), ms(TIMING_BUDGETS.lcp)],
      ['landing chat input ready, throttled (median of 3)', ms(timing.chatReady), ms(TIMING_BUDGETS.chatReady)],
    );
  } catch (error) {
    console.log(`  timing failed: ${error.message.split('\n')[0]}`);
  }
  await browser.close();
  if (notes.length) {
    console.log('\nNotes:');
    for (const note of notes) console.log(`  - ${note}`);
  }
  return readmeRows;
}
