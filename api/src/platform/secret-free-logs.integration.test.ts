import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import request from 'supertest';
import { WebSocket } from 'ws';
import { loadConfig, type Config } from '../config';
import { startServer, type RunningServer } from '../server';
import { makePdf } from '../test-support/documents';
import { startSmtpInbox, type SmtpInbox } from '../test-support/smtp-inbox';
import { withTempDir } from '../test-support/temp-dir';

const ADMIN = { email: 'admin@firm.test', password: 'admin-password-for-prod' };
const PUBLIC_URL = 'https://lexa.firm.test';

/** A production start that writes every log line, at every level, into `lines`. */
async function productionServer(smtpUrl: string | null) {
  const dir = await withTempDir();
  const lines: string[] = [];
  const config: Config = loadConfig({
    env: 'production',
    dataDir: dir.path,
    port: 0,
    tokenSecret: 'production-secret-for-the-log-test',
    staticRoot: null,
    passwordHashCost: 10,
    logLevel: 'trace',
    smtpUrl,
    publicUrl: PUBLIC_URL,
    admin: ADMIN,
  });
  const server = await startServer(config, { logDestination: { write: (line: string) => lines.push(line) } });
  return {
    server,
    lines,
    dataDir: dir.path,
    /** Removes the data folder; the test closes the server itself before reading the log. */
    cleanup: () => dir.cleanup(),
  };
}

/** Waits until mail number `count` has arrived for `address` (mail goes out after the response). */
async function mailTo(inbox: SmtpInbox, address: string, count: number): Promise<string> {
  for (let tries = 0; inbox.to(address).length < count && tries < 250; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return inbox.to(address)[count - 1]?.text ?? '';
}

function linkToken(text: string): string {
  const token = /\?token=([^\s&]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no link in: ${text}`);
  return token;
}

function expectNoSecrets(lines: string[], secrets: string[]) {
  expect(lines.length).toBeGreaterThan(2);
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThan(7);
    const leaks = lines.filter((line) => line.includes(secret) || line.includes(encodeURIComponent(secret)));
    expect({ secret, leaks }).toEqual({ secret, leaks: [] });
  }
  expect(lines.filter((line) => /[?&]token=(?!\[redacted\])/.test(line))).toEqual([]);
}

describe('production logs hold no secret', () => {
  let inbox: SmtpInbox;
  let run: Awaited<ReturnType<typeof productionServer>>;
  let server: RunningServer;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    run = await productionServer(inbox.url);
    server = run.server;
  });
  afterAll(async () => {
    await run.cleanup();
    await inbox.close();
  });

  it('logs none of the tokens, links and passwords handed out or typed', async () => {
    const api = request(server.url);
    const secrets: string[] = [];
    const email = 'ada@example.com';
    const passwords = ['first-password-1', 'second-password-2', 'third-password-3', 'a-wrong-password-9'];
    secrets.push(...passwords, ADMIN.password);

    const signup = await api.post('/api/auth/signup').send({ firstName: 'Ada', email, password: passwords[0] });
    expect(signup.status).toBe(201);
    const login = await api.post('/api/auth/login').send({ email, password: passwords[0] });
    const wrong = await api.post('/api/auth/login').send({ email, password: passwords[3] });
    expect(wrong.status).toBe(401);
    secrets.push(signup.body.token, login.body.token);
    expect((await api.get('/api/auth/me').set('Authorization', `Bearer ${login.body.token}`)).status).toBe(200);
    // A token where it does not belong, in a query string, and a bad bearer token.
    await api.get(`/api/auth/me?token=${login.body.token}`);
    await api.get('/api/auth/me').set('Authorization', `Bearer ${login.body.token}x`);

    await api.post('/api/auth/magic-login').send({ email });
    const magicLink = linkToken(await mailTo(inbox, email, 1));
    const magic = await api.post('/api/auth/magic-verify').send({ token: magicLink });
    expect(magic.status).toBe(200);
    secrets.push(magicLink, magic.body.token);

    await api.post('/api/auth/forgot-password').send({ email });
    const resetLink = linkToken(await mailTo(inbox, email, 2));
    expect((await api.post('/api/auth/reset-password').send({ token: resetLink, password: passwords[1] })).status).toBe(
      200,
    );
    secrets.push(resetLink);
    const again = await api.post('/api/auth/login').send({ email, password: passwords[1] });
    const changed = await api
      .post('/api/auth/change-password')
      .set('Authorization', `Bearer ${again.body.token}`)
      .send({ currentPassword: passwords[1], newPassword: passwords[2] });
    expect(changed.status).toBe(200);
    secrets.push(again.body.token, changed.body.token);

    // A signed download link, handed out to the admin and opened.
    const chat = { sessionId: 'session_logs_1_abc' };
    const opened = await api.post('/api/chat/init').send(chat);
    await api
      .post('/api/chat/upload')
      .field('sessionId', chat.sessionId)
      .field('threadId', opened.body.threadId)
      .attach('files', await makePdf('A lease'), { filename: 'lease.pdf', contentType: 'application/pdf' });
    const admin = await api.post('/api/admin/login').send(ADMIN);
    secrets.push(admin.body.token);
    const files = await api.get('/api/admin/files').set('Authorization', `Bearer ${admin.body.token}`);
    const directLink = new URL(files.body.files[0].directLink as string);
    expect((await api.get(directLink.pathname + directLink.search)).status).toBe(200);
    await api.get(`${directLink.pathname}?token=${directLink.searchParams.get('token')}broken`);
    secrets.push(directLink.searchParams.get('token')!);

    // A live socket authenticating with a token, then with a wrong one.
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
    await new Promise((resolve) => socket.once('open', resolve));
    for (const token of [magic.body.token, `${magic.body.token}x`]) {
      socket.send(JSON.stringify({ type: 'auth', token }));
      await new Promise((resolve) => socket.once('message', resolve));
    }
    socket.close();

    await server.close();
    expect(run.lines.some((line) => line.includes('"msg":"request"'))).toBe(true);
    expectNoSecrets(run.lines, secrets);
  }, 60_000);
});

describe('production without SMTP_URL', () => {
  it('says at start that mail is not configured and never logs a mail or its link', async () => {
    const run = await productionServer(null);
    try {
      expect(run.lines.some((line) => line.includes('Mail is not configured'))).toBe(true);
      await request(run.server.url).post('/api/auth/forgot-password').send({ email: ADMIN.email });
      const outbox = join(run.dataDir, 'outbox');
      await run.server.close();
      const files = await readdir(outbox);
      const mail = await simpleParser(await readFile(join(outbox, files[0]!)));
      const link = linkToken(mail.text ?? '');
      expectNoSecrets(run.lines, [link, ADMIN.password]);
      expect(run.lines.filter((line) => line.includes('/client/reset-password'))).toEqual([]);
      expect(run.lines.filter((line) => line.includes(mail.subject!))).toEqual([]);
    } finally {
      await run.cleanup();
    }
  });
});
