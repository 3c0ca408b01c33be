#!/usr/bin/env node
/**
 * `npm run dev`: the whole product with hot reload, no extra dependencies.
 *
 *   1. builds @lexa/common once (the API, the remotes and the shell import its dist/): the first pass of its
 *      tsc --watch compilers (esm + cjs), which then keep running so edits to common/src reach everything below;
 *   2. then runs side by side, each line prefixed with its name:
 *      - api         tsx watch api/src/server.ts on :8080 (embedded store in ./data unless MONGODB_URI is set),
 *                    serving /api, /ws, /remotes.json and each remote's build from <remote>/dist/<version>/;
 *      - mf-*        vite build --watch for each remote (rebuilds its dist/<version>/ on every change);
 *      - shell       the shell's Vite dev server on :5173 (HMR), which proxies /api, /ws, /remotes and
 *                    /remotes.json to :8080 (shell/vite.config.ts).
 *   Open http://localhost:5173. A change in a remote rebuilds it; reload the page to see it (remote HMR does
 *   not reach the host page). Ctrl-C stops everything.
 *
 * Options: `--only=api,shell,mf-admin` runs just those (common is always built). Env: LOG_LEVEL, MONGODB_URI,
 * DATA_DIR and the other API variables pass through; PORT is fixed to 8080 because the shell proxies there.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, bin, killAllNow, portInUse, spawnPrefixed, stopAll } from './lib/processes.mjs';

const API_PORT = 8080;
const SHELL_PORT = 5173;
const REMOTES = ['mf-public', 'mf-client', 'mf-admin', 'mf-attorney'];

const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const only = onlyArg
  ? new Set(
      onlyArg
        .slice('--only='.length)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
  : null;
const wanted = (name) => !only || only.has(name);

const names = ['common', 'api', 'shell', ...REMOTES];
const width = Math.max(...names.map((n) => n.length));
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  process.stdout.write('\nStopping…\n');
  await stopAll();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));
process.on('exit', killAllNow);

async function main() {
  if (!existsSync(join(ROOT, 'node_modules'))) {
    console.error('node_modules is missing: run `npm install` first.');
    process.exit(1);
  }
  if (wanted('api') && (await portInUse(API_PORT))) {
    console.error(
      `Port ${API_PORT} is already in use (another \`npm start\` or \`npm run dev\`?). Stop it and try again.`,
    );
    process.exit(1);
  }
  if (wanted('shell') && (await portInUse(SHELL_PORT))) {
    console.error(`Port ${SHELL_PORT} is already in use. Stop whatever holds it and try again.`);
    process.exit(1);
  }

  // @lexa/common is built once by the first pass of its watchers (esm + cjs); everything else starts after it,
  // so nothing restarts on that first write. Later edits to common/src are recompiled and picked up.
  console.log('Building @lexa/common…');
  const services = [];
  const add = (name, command, args, options = {}) => {
    const started = spawnPrefixed(name, command, args, { width, index: names.indexOf(name), ...options });
    services.push({ name, ...started });
    return started;
  };

  const tsc = bin('tsc');
  const firstPasses = ['esm', 'cjs'].map((flavour) => {
    let done;
    const firstPass = new Promise((resolveFirst) => (done = resolveFirst));
    const { exited } = add(
      'common',
      tsc,
      ['-p', `common/tsconfig.${flavour}.json`, '--watch', '--preserveWatchOutput'],
      {
        onLine: (line) => {
          const match = /Found (\d+) errors?\. Watching for file changes/.exec(line);
          if (match) done(Number(match[1]));
        },
      },
    );
    return Promise.race([firstPass, exited.then(() => -1)]);
  });
  const errors = await Promise.all(firstPasses);
  if (errors.includes(-1)) {
    console.error('The @lexa/common compiler stopped; see above.');
    return shutdown(1);
  }
  // The cjs build marks its folder as CommonJS (as `npm run build -w common` does).
  const cjsMarker = join(ROOT, 'common', 'dist', 'cjs', 'package.json');
  if (!existsSync(cjsMarker)) writeFileSync(cjsMarker, JSON.stringify({ type: 'commonjs' }));
  if (errors.some((count) => count > 0)) console.log('\n@lexa/common has type errors (above); starting anyway.\n');

  const viteEnv = { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
  if (wanted('api')) {
    add('api', bin('tsx'), ['watch', '--clear-screen=false', 'api/src/server.ts'], {
      env: { PORT: String(API_PORT), STATIC_ROOT: ROOT, NODE_ENV: process.env.NODE_ENV ?? 'development' },
    });
  }
  for (const remote of REMOTES) {
    if (!wanted(remote)) continue;
    add(remote, bin('vite'), ['build', '--watch', '--logLevel', 'warn'], { cwd: join(ROOT, remote), env: viteEnv });
  }
  if (wanted('shell')) {
    let announced = false;
    add('shell', bin('vite'), ['--port', String(SHELL_PORT), '--strictPort'], {
      cwd: join(ROOT, 'shell'),
      env: viteEnv,
      onLine: (line) => {
        if (!announced && /Local:/.test(line)) {
          announced = true;
          setImmediate(() =>
            console.log(`\n  Open http://localhost:${SHELL_PORT}  (API on :${API_PORT}; Ctrl-C stops everything)\n`),
          );
        }
      },
    });
  }
  console.log(`\nOpen http://localhost:${SHELL_PORT} once the shell is ready (remotes build in the background).\n`);

  // Watchers never end on their own: if one does, the setup is broken, so stop everything with its code.
  const first = await Promise.race(services.map(({ name, exited }) => exited.then((code) => ({ name, code }))));
  if (!stopping) {
    console.error(`\n${first.name} exited (${first.code}); stopping the others.`);
    await shutdown(typeof first.code === 'number' && first.code !== 0 ? first.code : 1);
  }
}

main().catch(async (error) => {
  console.error(error);
  await shutdown(1);
});
