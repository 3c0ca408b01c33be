import request from 'supertest';
import { loadConfig } from '../config';
import { DEMO_ACCOUNTS } from '../seed/demo-data';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** The limits a production start would use (no environment overrides in tests). */
const defaults = loadConfig({ tokenSecret: 'defaults-only' });

/** Two offices, each behind its own proxy-facing address (TRUST_PROXY honours one X-Forwarded-For hop). */
const OFFICE = '203.0.113.10';
const ELSEWHERE = '198.51.100.20';

describe('abuse limits that do not hurt offices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      trustProxy: true,
      signupRateLimit: defaults.signupRateLimit,
      chatRateLimits: defaults.chatRateLimits,
      loginRateLimit: { windowMs: 60_000, max: 3 },
    });
  });
  afterAll(() => t.close());

  const signup = (n: number, from: string) =>
    request(t.app)
      .post('/api/auth/signup')
      .set('X-Forwarded-For', from)
      .send({ firstName: 'Visitor', email: `signup-${from}-${n}@example.com`, password: 'password-123' });

  it('refuses the 11th signup from one address within the hour while another address passes', async () => {
    for (let n = 1; n <= 10; n += 1) expect((await signup(n, OFFICE)).status).toBe(201);
    const eleventh = await signup(11, OFFICE);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({ code: 'RATE_LIMITED', error: expect.any(String) });
    // The intake wizard's silent signup is the same door.
    const silent = await request(t.app)
      .post('/api/auth/signup')
      .set('X-Forwarded-For', OFFICE)
      .send({ firstName: 'W', email: 'wizard@example.com', password: 'password-123', sendSetPasswordLink: true });
    expect(silent.status).toBe(429);
    expect((await signup(1, ELSEWHERE)).status).toBe(201);
  });

  it('lets 120 chats open from one address in 15 minutes', async () => {
    for (let n = 0; n < 120; n += 1) {
      const response = await request(t.app)
        .post('/api/chat/init')
        .set('X-Forwarded-For', OFFICE)
        .send({ sessionId: `session_office_${n}_abc` });
      expect(response.status).toBe(200);
    }
  }, 60_000);

  it('limits chat opening per browser session first', async () => {
    const open = () =>
      request(t.app)
        .post('/api/chat/init')
        .set('X-Forwarded-For', ELSEWHERE)
        .send({ sessionId: 'session_reopened_abc' });
    for (let n = 0; n < defaults.chatRateLimits.openPerSession.max; n += 1) expect((await open()).status).toBe(200);
    const limited = await open();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    const another = await request(t.app)
      .post('/api/chat/init')
      .set('X-Forwarded-For', ELSEWHERE)
      .send({ sessionId: 'session_another_abc' });
    expect(another.status).toBe(200);
  });

  it('locks sign-in out per account and address, never everyone behind one address', async () => {
    const login = (email: string, password: string, from: string) =>
      request(t.app).post('/api/auth/login').set('X-Forwarded-For', from).send({ email, password });
    for (let n = 0; n < 3; n += 1)
      expect((await login(DEMO_ACCOUNTS.client.email, 'wrong-pass', OFFICE)).status).toBe(401);
    const locked = await login(DEMO_ACCOUNTS.client.email, DEMO_ACCOUNTS.client.password, OFFICE);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('RATE_LIMITED');
    // The same account from another address, and a colleague behind the same address, still sign in.
    expect((await login(DEMO_ACCOUNTS.client.email, DEMO_ACCOUNTS.client.password, ELSEWHERE)).status).toBe(200);
    expect((await login(DEMO_ACCOUNTS.attorney.email, 'wrong-pass', OFFICE)).status).toBe(401);
    const colleague = await request(t.app)
      .post('/api/attorney/login')
      .set('X-Forwarded-For', OFFICE)
      .send(DEMO_ACCOUNTS.attorney);
    expect(colleague.status).toBe(200);
  });
});
