import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { withTempDir } from '../test-support/temp-dir';

const API_ROOT = join(__dirname, '..', '..');
const PORT = 18_000 + Math.floor(Math.random() * 1000);
const BASE = `http://127.0.0.1:${PORT}`;

function startServerProcess(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(PORT),
      STATIC_ROOT: '',
      LOG_LEVEL: 'silent',
      PASSWORD_HASH_COST: '10',
      // Every account here comes from one address: the per-address signup limit is not what this test is about.
      SIGNUP_RATE_IP_MAX: '1000',
    },
    stdio: 'ignore',
  });
}

async function waitForHealth(): Promise<void> {
  // Up to 30 s: a cold start of the built server on a loaded 2-core machine.
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

const post = (path: string, body: object) =>
  fetch(BASE + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** What the API acknowledged survives `kill -9` of the process. */
describe('durability', () => {
  jest.setTimeout(60_000);

  it('keeps every acknowledged write across a SIGKILL', async () => {
    const dir = await withTempDir();
    let server = startServerProcess(dir.path);
    try {
      await waitForHealth();
      const emails = Array.from({ length: 20 }, (_, i) => `durable-${i}@example.com`);
      for (const email of emails) {
        const response = await post('/api/auth/signup', {
          firstName: 'D',
          lastName: '',
          email,
          password: 'password-123',
        });
        expect(response.status).toBe(201);
      }
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));

      server = startServerProcess(dir.path);
      await waitForHealth();
      for (const email of emails) {
        const response = await post('/api/auth/login', { email, password: 'password-123' });
        expect(response.status).toBe(200);
      }
    } finally {
      server.kill('SIGKILL');
      await dir.cleanup();
    }
  });

  it('keeps every acknowledged write when killed in the middle of concurrent writes', async () => {
    const dir = await withTempDir();
    let server = startServerProcess(dir.path);
    try {
      await waitForHealth();
      const acknowledged: string[] = [];
      const emails = Array.from({ length: 60 }, (_, i) => `inflight-${i}@example.com`);
      let killed = false;
      const writes = emails.map(async (email, i) => {
        // Staggered so that some are answered, some are in flight and some not yet sent when the process dies.
        await new Promise((resolve) => setTimeout(resolve, i * 15));
        try {
          const response = await post('/api/auth/signup', {
            firstName: 'D',
            lastName: '',
            email,
            password: 'password-123',
          });
          if (response.status === 201) acknowledged.push(email);
        } catch {
          /* the process died under it: not acknowledged */
        }
        if (acknowledged.length === 20 && !killed) {
          killed = true;
          server.kill('SIGKILL');
        }
      });
      await Promise.all(writes);
      await new Promise((resolve) =>
        server.exitCode !== null || server.signalCode ? resolve(null) : server.once('exit', resolve),
      );
      expect(acknowledged.length).toBeGreaterThanOrEqual(20);

      server = startServerProcess(dir.path);
      await waitForHealth();
      for (const email of acknowledged) {
        const response = await post('/api/auth/login', { email, password: 'password-123' });
        expect(response.status).toBe(200);
      }
    } finally {
      server.kill('SIGKILL');
      await dir.cleanup();
    }
  });
});
