/**
 * Small child-process helpers shared by scripts/dev.mjs and scripts/bench.mjs (no dependencies):
 * spawn with prefixed output, kill a child's whole process group, find a free port, wait for an HTTP answer.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A binary installed by npm in the workspace (node_modules/.bin), or the bare name as a last resort. */
export function bin(name) {
  const local = join(ROOT, 'node_modules', '.bin', name);
  return existsSync(local) ? local : name;
}

const COLORS = [36, 33, 35, 32, 34, 91, 96, 93];
const useColor = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const children = new Set();

function prefixer(name, index, width) {
  const label = name.padEnd(width);
  return useColor ? `\x1b[${COLORS[index % COLORS.length]}m${label}\x1b[0m │ ` : `${label} │ `;
}

/**
 * Spawns a command in its own process group (so the group can be killed with everything it started) and
 * prints each line of its output behind a `name │` prefix. `onLine(line)` sees every output line.
 * Returns { child, exited } where `exited` resolves to the exit code (or the signal name).
 */
export function spawnPrefixed(
  name,
  command,
  args,
  { cwd = ROOT, env = {}, index = 0, width = name.length, onLine, quiet = false } = {},
) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...(useColor ? { FORCE_COLOR: '1' } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  const prefix = prefixer(name, index, width);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      onLine?.(line);
      if (!quiet) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  const exited = new Promise((resolveExit) => {
    child.on('error', (error) => {
      process.stdout.write(`${prefix}failed to start: ${error.message}\n`);
      children.delete(child);
      resolveExit(127);
    });
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolveExit(code ?? signal);
    });
  });
  return { child, exited };
}

/** Sends a signal to a child's whole process group (it was spawned detached), ignoring ones already gone. */
export function killGroup(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/** Stops every child this module started: SIGTERM, then SIGKILL for those still running after `graceMs`. */
export async function stopAll(graceMs = 4000) {
  const running = [...children];
  for (const child of running) killGroup(child, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && running.some((child) => child.exitCode === null && child.signalCode === null)) {
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const child of running) killGroup(child, 'SIGKILL');
}

/** Last-chance synchronous cleanup for process 'exit'. */
export function killAllNow() {
  for (const child of children) killGroup(child, 'SIGKILL');
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Whether something already listens on the port (on localhost). */
export function portInUse(port) {
  return new Promise((resolveInUse) => {
    const server = createServer();
    server.once('error', () => resolveInUse(true));
    server.listen(port, () => server.close(() => resolveInUse(false)));
  });
}

/** Polls `url` until it answers 2xx, the process exits, or `timeoutMs` passes. */
export async function waitForHttp(url, { timeoutMs = 30000, exited } = {}) {
  let gone = false;
  exited?.then(() => {
    gone = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/** Runs a command to completion with prefixed output; resolves to its exit code. */
export function runToEnd(name, command, args, options) {
  return spawnPrefixed(name, command, args, options).exited;
}

/**
 * Starts the built API (`api/dist/server.js`) on a free port over `dataDir` with quiet logs and the embedded store,
 * plus `env`; resolves once /healthz answers with { url, child, exited, startMs }.
 */
export async function startBuiltApi(name, dataDir, env = {}, timeoutMs = 60_000) {
  const port = await freePort();
  const started = performance.now();
  const { child, exited } = spawnPrefixed(name, process.execPath, ['api/dist/server.js'], {
    quiet: true,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'development',
      MONGODB_URI: '',
      LOGIN_RATE_MAX: '1000',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitForHttp(`${url}/healthz`, { timeoutMs, exited }))) {
    throw new Error(
      `the built server did not answer /healthz within ${timeoutMs / 1000} s (run \`npm run build\` first?)`,
    );
  }
  return { url, child, exited, startMs: performance.now() - started };
}
