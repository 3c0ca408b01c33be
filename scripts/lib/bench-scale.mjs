/**
 * The bench's scale section: a throw-away DATA_DIR started once (demo accounts), filled by `npm run seed:scale`,
 * then the built server is started again and measured: time to /healthz, RSS after start, p95 of the admin list's
 * first page, a status-filtered page and searches (a request's title, description, client name and e-mail), and
 * whether a request submitted during the run is listed first at once. The figures also go into the README's table
 * between the `bench:scale` markers.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, killGroup, runToEnd, startBuiltApi } from './processes.mjs';
import { writeReadmeTable } from './tables.mjs';

const ADMIN = { email: 'admin@lexa.local', password: 'admin-demo-2026' };
const CLIENT = { email: 'client@lexa.local', password: 'client-demo-2026' };
const SAMPLES = 40;

async function startBuiltServer(dataDir) {
  const { url, child, exited, startMs } = await startBuiltApi('scale', dataDir, { STATIC_ROOT: '' }, 120_000);
  const stop = async () => {
    killGroup(child);
    await exited;
  };
  return { url, startMs, pid: child.pid, stop };
}

/** Resident memory of a process, from /proc (Linux). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

async function login(url, path, account) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`login at ${path} answered ${response.status}`);
  return (await response.json()).token;
}

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

/** p95 (ms) of sequential GETs, each one checked by `verify(body)`. */
async function p95(url, token, paths, verify = () => true) {
  const times = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const path = paths[i % paths.length];
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.json();
    times.push(performance.now() - started);
    if (!response.ok || !verify(body, path))
      throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
  }
  return percentile(times, 95);
}

export async function benchScale({ requests, clients, messages }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lexa-bench-scale-'));
  try {
    const first = await startBuiltServer(dataDir);
    await first.stop();
    const seeded = performance.now();
    const code = await runToEnd(
      'seed',
      bin('tsx'),
      [
        '--tsconfig',
        'api/tsconfig.json',
        'api/scripts/seed-scale.ts',
        '--requests',
        String(requests),
        '--clients',
        String(clients),
        '--messages',
        String(messages),
      ],
      {
        env: { DATA_DIR: dataDir, MONGODB_URI: '' },
      },
    );
    if (code !== 0) throw new Error(`seed:scale exited with ${code}`);
    const seedSeconds = (performance.now() - seeded) / 1000;

    const server = await startBuiltServer(dataDir);
    try {
      const rss = rssMb(server.pid);
      const admin = await login(server.url, '/api/admin/login', ADMIN);
      const list = '/api/admin/requests';
      const firstPage = await p95(
        server.url,
        admin,
        [`${list}?page=1&pageSize=20`],
        (body) => body.requests.length === 20,
      );
      const filtered = await p95(server.url, admin, [`${list}?status=pending&page=3&pageSize=20`], (body) =>
        body.requests.every((r) => ['submitted', 'in_review'].includes(r.status)),
      );

      // One request somewhere in the middle of the years, found by each part of it.
      const sample = (
        await (
          await fetch(`${server.url}${list}?page=2500&pageSize=20`, { headers: { authorization: `Bearer ${admin}` } })
        ).json()
      ).requests[7];
      const searches = [
        { words: sample.title, finds: (r) => r.id === sample.id, all: false },
        { words: sample.description, finds: (r) => r.id === sample.id, all: false },
        { words: sample.contactName, finds: (r) => r.contactName === sample.contactName, all: true },
        { words: sample.contactEmail, finds: (r) => r.contactEmail === sample.contactEmail, all: true },
      ];
      const searchPaths = searches.map(({ words }) => `${list}?search=${encodeURIComponent(words)}&pageSize=20`);
      // The title and the description find the sample itself; the client's name and e-mail find only that client's.
      const search = await p95(server.url, admin, searchPaths, (body, path) => {
        const { finds, all } = searches[searchPaths.indexOf(path)];
        return body.total > 0 && (all ? body.requests.every(finds) : body.requests.some(finds));
      });

      // One common word of the title: tens of thousands of matches, counted per status for the filter buttons.
      const common = sample.title.split(' ')[0];
      const commonSearch = await p95(
        server.url,
        admin,
        [`${list}?search=${encodeURIComponent(common)}&pageSize=20`],
        (body) =>
          body.total > 1000 &&
          body.requests.every((r) => `${r.title} ${r.description}`.toLowerCase().includes(common.toLowerCase())),
      );

      // The request with the long conversation: its latest page, and a page from far back by cursor.
      const long = (
        await (
          await fetch(`${server.url}${list}?search=${encodeURIComponent('A long conversation')}&pageSize=20`, {
            headers: { authorization: `Bearer ${admin}` },
          })
        ).json()
      ).requests.find((r) => r.title === 'A long conversation');
      const conversation = `${list}/${long.id}/updates`;
      const latestPage = await p95(
        server.url,
        admin,
        [`${conversation}?limit=50`],
        (body) => body.updates.length === 50 && body.nextCursor,
      );
      let cursor = null;
      for (let page = 0; page < 10; page += 1) {
        const body = await (
          await fetch(`${server.url}${conversation}?limit=50${cursor ? `&before=${cursor}` : ''}`, {
            headers: { authorization: `Bearer ${admin}` },
          })
        ).json();
        cursor = body.nextCursor;
      }
      const olderPage = await p95(
        server.url,
        admin,
        [`${conversation}?limit=50&before=${cursor}`],
        (body) => body.updates.length === 50,
      );

      const client = await login(server.url, '/api/auth/login', CLIENT);
      const form = new FormData();
      const fields = {
        title: `Submitted during the bench ${Date.now()}`,
        description: 'Is it listed first at once?',
        category: 'Contract Review',
        jurisdiction: 'Delaware',
        timeline: 'this_week',
        scope: 'one_time',
        budget: '$500 - $1,000',
        contactName: 'Bench Client',
        contactEmail: CLIENT.email,
        contactPhone: '',
      };
      for (const [name, value] of Object.entries(fields)) {
        form.append(name, value);
      }
      const submitted = await fetch(`${server.url}/api/requests/submit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${client}` },
        body: form,
      });
      const created = await submitted.json();
      const newest = (
        await (await fetch(`${server.url}${list}?pageSize=1`, { headers: { authorization: `Bearer ${admin}` } })).json()
      ).requests[0];
      const listedFirst = submitted.status === 201 && newest?.id === created.id;

      if (submitted.status !== 201)
        console.log(`  submit answered ${submitted.status}: ${JSON.stringify(created).slice(0, 300)}`);
      const figures = {
        requests,
        clients,
        messages,
        seedSeconds,
        startMs: server.startMs,
        rss,
        firstPage,
        filtered,
        search,
        commonSearch,
        latestPage,
        olderPage,
        listedFirst,
        submitStatus: submitted.status,
      };
      report(figures);
      return figures;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(f) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  const rows = [
    [
      `seeding ${f.requests.toLocaleString('en')} requests, ${f.clients} clients, ${f.messages} messages (\`npm run seed:scale\`)`,
      `${f.seedSeconds.toFixed(0)} s`,
      '—',
    ],
    ['server start to `/healthz`', `${(f.startMs / 1000).toFixed(2)} s`, '5 s'],
    ['server memory (RSS) after start', `${f.rss.toFixed(0)} MB`, '300 MB'],
    ['admin list, first page, p95', ms(f.firstPage), '100 ms'],
    ['admin list, status-filtered page, p95', ms(f.filtered), '100 ms'],
    ['admin list, search (title, description, client name, e-mail), p95', ms(f.search), '100 ms'],
    ['admin list, search for one common word (thousands of matches), p95', ms(f.commonSearch), '—'],
    [`a ${f.messages}-message conversation, latest page of 50, p95`, ms(f.latestPage), '300 ms'],
    [`the same conversation, a page 500 messages back (cursor), p95`, ms(f.olderPage), '300 ms'],
    [
      'a request submitted during the run is listed first at once',
      f.listedFirst ? 'yes' : `no (submit answered ${f.submitStatus})`,
      'yes',
    ],
  ];
  console.log(`Scale (embedded store, ${SAMPLES} sequential calls each):`);
  for (const [what, figure, target] of rows)
    console.log(`  ${what.padEnd(90)} ${figure.padStart(12)}   target ${target}`);
  if (!writeReadmeTable('scale', ['what', 'figure', 'target'], rows)) return;
  console.log('  (README.md scale table updated)');
}
