import request from 'supertest';
import { DEMO_ACCOUNTS } from '../seed/demo-data';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';
import { TokenService } from './tokens';

describe('auth API', () => {
  let t: TestApp;
  /** Tokens signed with the app's own secret, claiming whatever a test wants. */
  let signed: TokenService;
  beforeAll(async () => {
    t = await createTestApp();
    signed = new TokenService(t.config.tokenSecret, t.config.tokenTtlSeconds);
  });
  afterAll(() => t.close());

  it('signs up a client and returns a working token', async () => {
    const response = await request(t.app)
      .post('/api/auth/signup')
      .send({ firstName: 'Ada', lastName: 'King Lovelace', email: 'Ada@Example.com', password: 'analytical' });
    expect(response.status).toBe(201);
    expect(response.body.user).toEqual(
      expect.objectContaining({
        firstName: 'Ada',
        lastName: 'King Lovelace',
        email: 'ada@example.com',
        isAdmin: false,
        isAttorney: false,
      }),
    );
    expect(response.body.user).not.toHaveProperty('passwordHash');
    const me = await request(t.app).get('/api/auth/me').set(bearer(response.body.token));
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('ada@example.com');
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    await t.signup('twice@example.com');
    const response = await request(t.app)
      .post('/api/auth/signup')
      .send({ firstName: 'B', lastName: '', email: 'TWICE@example.com', password: 'password-123' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 'An account with this email already exists', code: 'EMAIL_TAKEN' });
  });

  it('validates signup input with field details', async () => {
    const response = await request(t.app)
      .post('/api/auth/signup')
      .send({ firstName: '', lastName: '', email: 'nope', password: 'short' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'email',
      'firstName',
      'password',
    ]);
  });

  it('logs a client in and records the login', async () => {
    const response = await request(t.app).post('/api/auth/login').send(DEMO_ACCOUNTS.client);
    expect(response.status).toBe(200);
    expect(response.body.user.firstName).toBe('Casey');
    const stored = await t.storage.collection('users').findOne({ email: DEMO_ACCOUNTS.client.email });
    expect(stored!.lastLogin).toBeInstanceOf(Date);
  });

  it('answers the same for a wrong password and an unknown e-mail', async () => {
    const wrong = await request(t.app)
      .post('/api/auth/login')
      .send({ email: DEMO_ACCOUNTS.client.email, password: 'wrong-password' });
    const unknown = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'ghost@example.com', password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('lets only admins through the admin door and only attorneys through the attorney door', async () => {
    expect((await request(t.app).post('/api/admin/login').send(DEMO_ACCOUNTS.client)).status).toBe(401);
    expect((await request(t.app).post('/api/admin/login').send(DEMO_ACCOUNTS.attorney)).status).toBe(401);
    expect((await request(t.app).post('/api/attorney/login').send(DEMO_ACCOUNTS.admin)).status).toBe(401);
    const admin = await request(t.app).post('/api/admin/login').send(DEMO_ACCOUNTS.admin);
    expect(admin.status).toBe(200);
    expect(admin.body.user.isAdmin).toBe(true);
    const attorney = await request(t.app).post('/api/attorney/login').send(DEMO_ACCOUNTS.attorney);
    expect(attorney.status).toBe(200);
    expect(attorney.body.user.isAttorney).toBe(true);
  });

  it('rejects missing, malformed, unknown-user and expired tokens', async () => {
    expect((await request(t.app).get('/api/auth/me')).status).toBe(401);
    expect((await request(t.app).get('/api/auth/me').set(bearer('not.a.token'))).status).toBe(401);
    const forged = signed.issue({ sub: 'someone', role: 'admin', sid: 'some-session' });
    expect((await request(t.app).get('/api/auth/me').set(bearer(forged))).status).toBe(401);
    const expired = new TokenService('test-secret', -10);
    const { token, userId } = await t.signup('expired@example.com');
    expect(
      (
        await request(t.app)
          .get('/api/auth/me')
          .set(bearer(expired.issue({ sub: userId, role: 'client', sid: signed.verify(token)!.sid })))
      ).status,
    ).toBe(401);
  });

  it('does not let a token claim a role its account does not have', async () => {
    const { token, userId } = await t.signup('climber@example.com');
    const escalated = signed.issue({ sub: userId, role: 'admin', sid: signed.verify(token)!.sid });
    expect((await request(t.app).get('/api/admin/requests').set(bearer(escalated))).status).toBe(401);
  });

  it('stores passwords only as scrypt hashes', async () => {
    await t.signup('hash@example.com', 'plain-text-secret');
    const stored = await t.storage.collection('users').findOne({ email: 'hash@example.com' });
    expect(stored!.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(stored!.passwordHash).not.toContain('plain-text-secret');
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 with the error shape after repeated failures', async () => {
    const t = await createTestApp({ loginRateLimit: { windowMs: 60_000, max: 3 } });
    try {
      const attempt = () =>
        request(t.app).post('/api/auth/login').send({ email: 'x@example.com', password: 'bad-password' });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(401);
      const limited = await attempt();
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe('RATE_LIMITED');
    } finally {
      await t.close();
    }
  });
});
