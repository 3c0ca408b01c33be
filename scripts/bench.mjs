#!/usr/bin/env node
/**
 * `npm run bench` (after `npm run build`): prints figures, never asserts.
 *
 *  a) Pages (scripts/lib/bench-pages.mjs): the JS + CSS bytes on the wire (encoded, headers included) and decoded of
 *     every page a visitor, a client and the staff open first (the landing before the chat, the widget on an external
 *     page up-front and opened, the three sign-in pages and the three dashboards), fresh Chromium context each; the
 *     landing's Largest Contentful Paint and chat-ready time under 4× CPU slowdown and a slow network (median of 3).
 *     Updates the README's pages table.
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
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, freemem, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { benchPages } from './lib/bench-pages.mjs';
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
import { printTable, writeReadmeTable } from './lib/tables.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const requireFromApi = createRequire(join(ROOT, 'api', 'package.json'));

const REMOTES = ['mf-public', 'mf-client', 'mf-admin', 'mf-attorney'];
const DEMO_CLIENT = { email: 'client@lexa.local', password: 'client-demo-2026' };

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const DURATION = option('duration', 10);
const CONNECTIONS = option('connections', 20);

process.on('exit', killAllNow);
process.on('SIGINT', () => stopAll(1000).then(() => process.exit(130)));

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

/** The page figures and the README's delivery table; the widget is embedded by the external host page when built. */
async function pages(url, widgetHost) {
  const publicVersion = manifestVersion('mf-public');
  const hasWidget = existsSync(join(ROOT, 'mf-public', 'dist', publicVersion, 'widget', 'widget.js'));
  if (hasWidget) {
    const script = `<script src="${url}/widget/widget.js" data-api-origin="${url}" async></script>`;
    widgetHost.setPage(
      `<!doctype html><html><head><meta charset="utf-8"><title>host</title></head><body><p>Host page</p>${script}</body></html>`,
    );
  } else console.log(`(no mf-public/dist/${publicVersion}/widget/widget.js: widget figures skipped)`);
  const rows = await benchPages(url, hasWidget ? `${widgetHost.origin}/` : null);
  if (rows.length && writeReadmeTable('pages', ['what', 'figure', 'budget'], rows))
    console.log('  (README.md pages table updated)');
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
  const readmeRows = rows.map(([target, perSecond, p50, p99]) => [
    target,
    `${perSecond} req/s, p50 ${p50} ms, p99 ${p99} ms`,
  ]);
  if (writeReadmeTable('api', ['what', 'figure'], readmeRows)) console.log('  (README.md API table updated)');
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
      console.log('== a) Page weight on the wire and the landing under throttling');
      try {
        await pages(server.url, widgetHost);
      } catch (error) {
        console.log(`Page figures failed: ${error.message}`);
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
