#!/usr/bin/env node
/**
 * `npm run bench` (after `npm run build`): prints figures, never asserts.
 *
 *  a) Bundle weight: the gzip bytes of every JS and CSS file the browser downloads before first render (until
 *     the network is idle) on each entry route, attributed to the bundle it came from (shell, or a remote by
 *     its /remotes/<name>/ prefix). The server sends files uncompressed, so each body is gzipped here at level 9.
 *     Headless Debian Chromium through playwright-core, a fresh browser context (empty cache) per route.
 *     With the standalone widget built (mf-public/dist/<version>/widget/), an external page embeds it with one script
 *     tag (/widget/widget.js): measured as loaded, and again after the launcher is clicked and the chat has opened;
 *     the launcher's and the whole widget's gzip sizes are also read from disk.
 *  b) API throughput: autocannon, 20 connections, 10 s each, against GET /api/dashboard/requests (signed in as
 *     the demo client) on the built server, and against a bare Express 5 route `res.json({ ok: true })` as the
 *     reference. Both servers run in their own process, apart from the load generator.
 *  c) The offline assistant's reply time on the server: api/scripts/bench-offline-assistant.ts (p50/p95).
 *  d) Scale: the embedded store seeded by `npm run seed:scale` (100,000 requests by default), its start time, memory
 *     and the admin list's p95 (scripts/lib/bench-scale.mjs; updates the README's scale table).
 *
 * Options: --skip-pages, --skip-api, --skip-assistant, --skip-scale, --duration=SECONDS (default 10),
 * --connections=N (default 20), --scale-requests=N (default 100000).
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, freemem, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../tooling/chromium.cjs';
import { benchScale } from './lib/bench-scale.mjs';
import {
  ROOT,
  bin,
  freePort,
  killAllNow,
  runToEnd,
  spawnPrefixed,
  startBuiltApi,
  stopAll,
  waitForHttp,
} from './lib/processes.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const requireFromApi = createRequire(join(ROOT, 'api', 'package.json'));

const REMOTES = ['mf-public', 'mf-client', 'mf-admin', 'mf-attorney'];
const BUNDLES = ['shell', ...REMOTES];
const DEMO_CLIENT = { email: 'client@lexa.local', password: 'client-demo-2026' };

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const DURATION = option('duration', 10);
const CONNECTIONS = option('connections', 20);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const pad = (value, width, right = true) => (right ? String(value).padStart(width) : String(value).padEnd(width));

process.on('exit', killAllNow);
process.on('SIGINT', () => stopAll(1000).then(() => process.exit(130)));

/** Prints rows under headers; the first `textColumns` columns are left-aligned, the figures right-aligned. */
function printTable(headers, rows, textColumns = 1) {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((cell, i) => pad(cell, widths[i], i >= textColumns)).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

function manifestVersion(remote) {
  try {
    const manifest = JSON.parse(readFileSync(process.env.REMOTES_MANIFEST ?? join(ROOT, 'remotes.json'), 'utf8'));
    if (manifest[remote]?.version) return manifest[remote].version;
  } catch {
    /* fall back to the package version */
  }
  return JSON.parse(readFileSync(join(ROOT, remote, 'package.json'), 'utf8')).version;
}

/**
 * Starts the built server on a free port with a throw-away data folder; returns { url, stop }. `hostOrigin` is
 * the origin of the page that embeds the widget (allowed through CORS like a customer's marketing site).
 */
async function startServer(hostOrigin) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lexa-bench-'));
  const { url } = await startBuiltApi('api', dataDir, {
    STATIC_ROOT: ROOT,
    REMOTES_MANIFEST: process.env.REMOTES_MANIFEST ?? join(ROOT, 'remotes.json'),
    CORS_ORIGINS: hostOrigin,
  });
  return {
    url,
    async stop() {
      await stopAll(3000);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A page on another origin (another loopback port) that embeds the widget with one script tag, as an external
 * marketing site would. Served by a real server: Chromium refuses a loopback script to a page it did not fetch
 * from a loopback address (Local Network Access).
 */
async function startWidgetHost() {
  const port = await freePort();
  let html = '<!doctype html><title>host</title>';
  const server = createHttpServer((req, res) => {
    res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(req.url === '/' ? html : 'not found');
  });
  await new Promise((resolveListen) => server.listen(port, '127.0.0.1', resolveListen));
  return {
    origin: `http://127.0.0.1:${port}`,
    setPage(value) {
      html = value;
    },
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}

async function login(url) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CLIENT),
  });
  if (!response.ok)
    throw new Error(`demo client login answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  const { token } = await response.json();
  return token;
}

function bundleOf(requestUrl, origin) {
  const url = new URL(requestUrl);
  if (url.origin !== origin) return 'other';
  if (url.pathname.startsWith('/widget/')) return 'mf-public';
  const match = /^\/remotes\/([^/]+)\//.exec(url.pathname);
  if (match) return BUNDLES.includes(match[1]) ? match[1] : 'other';
  return 'shell';
}

/**
 * Loads `path` in a fresh context and measures every JS/CSS response until the network is idle; with `openChat`,
 * then clicks the chat launcher and measures on until the chat's welcome message shows and the network is idle.
 */
async function measurePage(browser, origin, { path, token, hostPage, openChat }) {
  const context = await browser.newContext();
  const failures = [];
  const files = [];
  try {
    if (token) await context.addInitScript((value) => window.localStorage.setItem('authToken', value), token);
    const page = await context.newPage();
    const pending = [];
    page.on('pageerror', (error) => failures.push(`page error: ${error.message.split('\n')[0]}`));
    page.on('requestfailed', (request) => {
      // The chat's visitor-location lookups go to public services; without internet they fail, harmlessly.
      if (['fetch', 'xhr'].includes(request.resourceType()) && new URL(request.url()).origin !== origin) return;
      failures.push(`request failed: ${new URL(request.url()).pathname} (${request.failure()?.errorText})`);
    });
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const pathname = new URL(response.url()).pathname;
      const isAsset = type === 'script' || type === 'stylesheet' || /\.(m?js|css)$/.test(pathname);
      if (!isAsset) return;
      if (response.status() >= 400) failures.push(`${response.status()} ${pathname}`);
      pending.push(
        response.body().then(
          (body) =>
            files.push({
              url: response.url(),
              bundle: bundleOf(response.url(), origin),
              raw: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
            }),
          () => failures.push(`no body for ${pathname}`),
        ),
      );
    });
    await page.goto(hostPage ?? `${origin}${path}`, { waitUntil: 'networkidle', timeout: 30000 });
    if (openChat) {
      await page.getByRole('button', { name: 'Open chat' }).click({ timeout: 10000 });
      await page
        .getByRole('region', { name: 'Chat with Lexa' })
        .getByTestId('chat-message')
        .first()
        .waitFor({ timeout: 15000 });
      await page.waitForLoadState('networkidle');
    }
    await Promise.all(pending);
    const finalPath = new URL(page.url()).pathname;
    const text = ((await page.evaluate(() => document.body?.innerText ?? '').catch(() => '')) || '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!text) failures.push('blank page (no text rendered)');
    return { files, failures, finalPath, text };
  } finally {
    await context.close();
  }
}

async function benchPages(url, widgetHost) {
  let chromium;
  try {
    ({ chromium } = require('playwright-core'));
  } catch (error) {
    console.log(`playwright-core is not installed (${error.message}); skipping the bundle figures.`);
    return;
  }
  if (!existsSync(CHROMIUM)) {
    console.log(`${CHROMIUM} is missing (apt-get install chromium); skipping the bundle figures.`);
    return;
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  console.log(`Browser: Chromium ${browser.version()} (headless, fresh context per route, until network idle)\n`);

  let token = null;
  try {
    token = await login(url);
  } catch (error) {
    console.log(`Could not sign in as the demo client: ${error.message}`);
  }

  const routes = [
    { label: 'shell + mf-public', path: '/client/login' },
    { label: 'mf-client (signed in)', path: '/client/dashboard', token, needsToken: true },
    { label: 'mf-admin', path: '/admin/login' },
    { label: 'mf-attorney', path: '/attorney/login' },
  ];

  // The landing page (its chat opens about 1 s after load, after the network went idle) and the standalone widget,
  // served by the API at /widget/ from the mf-public version the manifest names.
  const publicVersion = manifestVersion('mf-public');
  const widgetDir = join(ROOT, 'mf-public', 'dist', publicVersion, 'widget');
  const hasWidget = existsSync(join(widgetDir, 'widget.js'));
  routes.push({ label: 'landing, before the chat opens', path: '/' });
  if (hasWidget) {
    const script = `<script src="${url}/widget/widget.js" data-api-origin="${url}" async></script>`;
    widgetHost.setPage(
      `<!doctype html><html><head><meta charset="utf-8"><title>host</title></head><body><p>Host page</p>${script}</body></html>`,
    );
    routes.push({
      label: 'widget launcher (external page)',
      path: '(external page)',
      hostPage: `${widgetHost.origin}/`,
    });
    routes.push({
      label: 'widget, chat opened (external page)',
      path: '(external, opened)',
      hostPage: `${widgetHost.origin}/`,
      openChat: true,
    });
  }

  const rows = [];
  const notes = [];
  for (const route of routes) {
    if (route.needsToken && !route.token) {
      rows.push([route.path, route.label, ...BUNDLES.map(() => '-'), '-', '-', '-', 'FAILED']);
      notes.push(`${route.path}: skipped, no demo client token`);
      continue;
    }
    try {
      const started = Date.now();
      const { files, failures, finalPath } = await measurePage(browser, url, route);
      const ms = Date.now() - started;
      const sum = (bundle) => files.filter((f) => f.bundle === bundle).reduce((total, f) => total + f.gzip, 0);
      const gzipTotal = files.reduce((total, f) => total + f.gzip, 0);
      const rawTotal = files.reduce((total, f) => total + f.raw, 0);
      const other = sum('other');
      rows.push([
        route.path,
        route.label,
        ...BUNDLES.map((bundle) => (sum(bundle) ? kb(sum(bundle)) : '-')),
        kb(gzipTotal),
        kb(rawTotal),
        files.length,
        failures.length ? 'ISSUES' : `${ms} ms`,
      ]);
      if (other) notes.push(`${route.path}: ${kb(other)} KB gzip from other origins or paths (in the total)`);
      if (!route.hostPage && finalPath !== route.path) notes.push(`${route.path}: ended on ${finalPath}`);
      for (const failure of [...new Set(failures)].slice(0, 8)) notes.push(`${route.path}: ${failure}`);
    } catch (error) {
      rows.push([route.path, route.label, ...BUNDLES.map(() => '-'), '-', '-', '-', 'FAILED']);
      notes.push(`${route.path}: ${error.message.split('\n')[0]}`);
    }
  }
  await browser.close();

  console.log(
    'JS + CSS downloaded before first render (the last row: after opening the chat), KB gzip (level 9) per bundle:',
  );
  printTable(['route', 'loads', ...BUNDLES, 'total gz', 'total raw', 'files', 'status'], rows, 2);
  if (hasWidget) printWidgetFiles(widgetDir);
  else console.log(`\n(no mf-public/dist/${publicVersion}/widget/widget.js: widget figures skipped)`);
  if (notes.length) {
    console.log('\nNotes:');
    for (const note of notes) console.log(`  - ${note}`);
  }
}

/** Every file of a directory tree, as paths relative to it. */
function filesUnder(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
  );
}

/** The widget build on disk: the launcher alone, and everything the open widget can load (gzip level 9). */
function printWidgetFiles(widgetDir) {
  const gzipOf = (file) => gzipSync(readFileSync(join(widgetDir, file)), { level: 9 }).length;
  const files = filesUnder(widgetDir).filter((file) => /\.(m?js|css)$/.test(file));
  const whole = files.reduce((total, file) => total + gzipOf(file), 0);
  console.log(`\nStandalone widget on disk (${widgetDir.replace(`${ROOT}/`, '')}, ${files.length} files):`);
  console.log(`  launcher widget.js  ${kb(gzipOf('widget.js'))} KB gzip (budget 30 KB)`);
  console.log(`  whole widget        ${kb(whole)} KB gzip (budget 200 KB)`);
}

/** The offline assistant's reply time, measured in its own process by api/scripts/bench-offline-assistant.ts. */
async function benchAssistant() {
  const code = await runToEnd('assistant', bin('tsx'), ['api/scripts/bench-offline-assistant.ts'], { quiet: false });
  if (code !== 0) console.log(`The offline assistant bench exited with ${code}.`);
}

/** A bare Express 5 app in its own process: the reference the API's figures are read against. */
async function startBareExpress() {
  const port = await freePort();
  const expressPath = requireFromApi.resolve('express');
  const source = `
    const express = require(${JSON.stringify(expressPath)});
    const app = express();
    app.get('/bare', (req, res) => { res.json({ ok: true }); });
    app.listen(${port}, '127.0.0.1', () => console.log('ready'));
  `;
  const { exited } = spawnPrefixed('bare', process.execPath, ['-e', source], {
    quiet: true,
    env: { NODE_ENV: 'production' },
  });
  const url = `http://127.0.0.1:${port}/bare`;
  if (!(await waitForHttp(url, { timeoutMs: 15000, exited }))) throw new Error('the bare Express app did not start');
  return url;
}

function cannon(options) {
  const autocannon = require('autocannon');
  return autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
}

async function benchApi(url) {
  let token;
  try {
    token = await login(url);
  } catch (error) {
    console.log(`Skipping the API figures: ${error.message}`);
    return;
  }
  const bareUrl = await startBareExpress();
  const targets = [
    {
      name: 'GET /api/dashboard/requests (client token)',
      url: `${url}/api/dashboard/requests`,
      headers: { authorization: `Bearer ${token}` },
    },
    { name: 'bare Express 5 res.json({ok:true})', url: bareUrl, headers: {} },
  ];
  const check = await fetch(targets[0].url, { headers: targets[0].headers });
  const body = check.ok ? await check.json() : null;
  console.log(
    `Probe: ${targets[0].url.replace(url, '')} -> ${check.status}${body ? `, ${body.requests?.length ?? '?'} requests, ${JSON.stringify(body).length} bytes` : ''}`,
  );
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${DURATION} s each (after a 1 s warm-up), load generator in this process\n`,
  );

  const rows = [];
  for (const target of targets) {
    await cannon({ url: target.url, headers: target.headers, duration: 1 });
    const result = await cannon({ url: target.url, headers: target.headers });
    rows.push([
      target.name,
      Math.round(result.requests.average),
      result.latency.p50,
      result.latency.p99,
      result.latency.max,
      result.non2xx,
      result.errors + result.timeouts,
    ]);
  }
  printTable(['target', 'req/s avg', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors'], rows);
  const [api, bare] = rows;
  if (bare[1])
    console.log(`\nThe API route does ${((api[1] / bare[1]) * 100).toFixed(0)}% of the bare route's throughput.`);
}

async function main() {
  const started = Date.now();
  const cpu = cpus();
  console.log('Lexa bench');
  console.log(
    `Machine: ${cpu.length} cores (${cpu[0]?.model?.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM (${(freemem() / 2 ** 30).toFixed(1)} free), Node ${process.version}, ${process.platform}/${process.arch}`,
  );

  const needed = ['api/dist/server.js', ...(flag('skip-pages') ? [] : ['shell/dist/index.html'])];
  const missing = needed.filter((file) => !existsSync(join(ROOT, file)));
  if (missing.length) {
    console.log(
      `\nNot built yet (${missing.join(', ')} missing): run \`npm run build\` first, then \`npm run bench\`.`,
    );
    process.exitCode = 1;
    return;
  }
  for (const remote of REMOTES) {
    const version = manifestVersion(remote);
    if (!existsSync(join(ROOT, remote, 'dist', version, 'remoteEntry.js')))
      console.log(`Note: ${remote}/dist/${version}/remoteEntry.js is missing (not built?)`);
  }

  const widgetHost = await startWidgetHost();
  const server = await startServer(widgetHost.origin);
  console.log(`Server: node api/dist/server.js on ${server.url} (embedded store, throw-away data folder)\n`);
  try {
    if (!flag('skip-pages')) {
      console.log('== a) Bundle weight per entry route');
      try {
        await benchPages(server.url, widgetHost);
      } catch (error) {
        console.log(`Bundle figures failed: ${error.message}`);
      }
      console.log('');
    }
    if (!flag('skip-api')) {
      console.log('== b) API throughput');
      try {
        await benchApi(server.url);
      } catch (error) {
        console.log(`API figures failed: ${error.message}`);
      }
    }
    if (!flag('skip-assistant')) {
      console.log('\n== c) Offline assistant reply time (on the server, no HTTP)');
      await benchAssistant();
    }
  } finally {
    await server.stop();
    await widgetHost.close();
  }
  if (!flag('skip-scale')) {
    console.log("\n== d) Scale: the embedded store with a firm's years");
    try {
      await benchScale({ requests: option('scale-requests', 100_000), clients: 2_000, messages: 1_000 });
    } catch (error) {
      console.log(`Scale figures failed: ${error.message}`);
    }
  }
  console.log(`\nBench took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

main().catch(async (error) => {
  console.error(error);
  await stopAll(1000);
  process.exit(1);
});
