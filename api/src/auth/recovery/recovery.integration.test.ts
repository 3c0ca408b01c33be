import request from 'supertest';
import type { Config } from '../../config';
import { DEMO_ACCOUNTS } from '../../seed/demo-data';
import { bearer, createTestApp, RELAXED_RATE_LIMITS, type TestApp } from '../../test-support/test-app';
import { hashToken, MINUTE_MS, DAY_MS } from './single-use-tokens';

const RESET_SENT = { message: 'If an account exists for that email, a password reset link has been sent.' };
const LOGIN_SENT = { message: 'If an account exists for that email, a login link has been sent.' };
const INVALID_RESET = { error: 'This password reset link is invalid or has expired.', code: 'INVALID_TOKEN' };
const INVALID_LOGIN = { error: 'Invalid or expired login link', code: 'INVALID_TOKEN' };

describe('password reset and sign-in links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (path: string, body: object) => request(t.app).post(`/api/auth/${path}`).send(body);

  /** The token in the link of the last e-mail to `address`, checking the link points at `screen`. */
  async function linkTokenIn(
    address: string,
    screen: '/client/reset-password' | '/client/magic-login',
  ): Promise<string> {
    await t.settled();
    const mail = t.mail.lastTo(address);
    if (!mail) throw new Error(`no mail to ${address}`);
    const escaped = `${t.config.publicUrl}${screen}`.replace(/[.?/]/g, '\\$&');
    const match = new RegExp(`${escaped}\\?token=([A-Za-z0-9_-]{43})(?:\\s|$)`).exec(mail.text);
    if (!match) throw new Error(`no ${screen} link in: ${mail.text}`);
    return match[1]!;
  }

  async function resetToken(email: string): Promise<string> {
    expect((await post('forgot-password', { email })).body).toEqual(RESET_SENT);
    return linkTokenIn(email, '/client/reset-password');
  }

  async function loginToken(email: string): Promise<string> {
    expect((await post('magic-login', { email })).body).toEqual(LOGIN_SENT);
    return linkTokenIn(email, '/client/magic-login');
  }

  const login = (email: string, password: string) => post('login', { email, password });

  describe('forgot and reset password', () => {
    it('mails a reset link that sets a new password once', async () => {
      await t.signup('reset@example.com', 'old-password-1');
      const response = await post('forgot-password', { email: 'Reset@Example.com' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(RESET_SENT);
      const token = await linkTokenIn('reset@example.com', '/client/reset-password');
      const mail = t.mail.lastTo('reset@example.com')!;
      expect(mail.subject).toBe('Reset your Lexa password');
      expect(mail.text).toContain('expires in 60 minutes');

      const reset = await post('reset-password', { token, password: 'new-password-2' });
      expect(reset.status).toBe(200);
      expect(reset.body).toEqual({
        message: 'Your password has been reset. You can now sign in.',
        signInPath: '/client/login',
      });
      expect((await login('reset@example.com', 'old-password-1')).status).toBe(401);
      const signedIn = await login('reset@example.com', 'new-password-2');
      expect(signedIn.status).toBe(200);
      expect((await request(t.app).get('/api/auth/me').set(bearer(signedIn.body.token))).body.user.email).toBe(
        'reset@example.com',
      );

      const again = await post('reset-password', { token, password: 'third-password-3' });
      expect(again.status).toBe(400);
      expect(again.body).toEqual(INVALID_RESET);
      expect((await login('reset@example.com', 'new-password-2')).status).toBe(200);
    });

    it('answers an unknown e-mail exactly like a known one, and mails nobody', async () => {
      await t.signup('known@example.com');
      const sentBefore = t.mail.sent.length;
      const known = await post('forgot-password', { email: 'known@example.com' });
      const unknown = await post('forgot-password', { email: 'nobody-here@example.com' });
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
      await t.settled();
      expect(t.mail.sent.slice(sentBefore).map((mail) => mail.to)).toEqual(['known@example.com']);
    });

    it('mails nothing for a deactivated account', async () => {
      const { userId } = await t.signup('inactive@example.com');
      await t.storage.collection('users').updateOne({ id: userId }, { $set: { isActive: false } });
      expect((await post('forgot-password', { email: 'inactive@example.com' })).body).toEqual(RESET_SENT);
      expect((await post('magic-login', { email: 'inactive@example.com' })).body).toEqual(LOGIN_SENT);
      await t.settled();
      expect(t.mail.lastTo('inactive@example.com')).toBeUndefined();
    });

    it('keeps only the newest reset link of a user working', async () => {
      await t.signup('twice-reset@example.com');
      const first = await resetToken('twice-reset@example.com');
      const second = await resetToken('twice-reset@example.com');
      expect(first).not.toBe(second);
      expect((await post('reset-password', { token: first, password: 'new-password-1' })).body).toEqual(INVALID_RESET);
      expect((await post('reset-password', { token: second, password: 'new-password-1' })).status).toBe(200);
    });

    it('expires a reset link after 60 minutes', async () => {
      await t.signup('expiry@example.com');
      const fresh = await resetToken('expiry@example.com');
      t.clock.advance(59 * MINUTE_MS);
      expect((await post('reset-password', { token: fresh, password: 'in-time-password' })).status).toBe(200);

      const stale = await resetToken('expiry@example.com');
      t.clock.advance(61 * MINUTE_MS);
      expect((await post('reset-password', { token: stale, password: 'too-late-password' })).body).toEqual(
        INVALID_RESET,
      );
      expect((await login('expiry@example.com', 'in-time-password')).status).toBe(200);
    });

    it('refuses a short password without spending the link', async () => {
      await t.signup('short@example.com');
      const token = await resetToken('short@example.com');
      const short = await post('reset-password', { token, password: 'short' });
      expect(short.status).toBe(400);
      expect(short.body.code).toBe('VALIDATION_FAILED');
      expect(short.body.error).toBe('Password must be at least 8 characters');
      expect((await post('reset-password', { token, password: 'long-enough' })).status).toBe(200);
    });

    it('closes the other open links once the password is reset', async () => {
      await t.signup('closes@example.com');
      const magic = await loginToken('closes@example.com');
      const reset = await resetToken('closes@example.com');
      expect((await post('magic-verify', { token: reset })).body).toEqual(INVALID_LOGIN);
      expect((await post('reset-password', { token: reset, password: 'brand-new-password' })).status).toBe(200);
      expect((await post('magic-verify', { token: magic })).body).toEqual(INVALID_LOGIN);
    });

    it('stores tokens only as SHA-256 hashes', async () => {
      await t.signup('hashed@example.com');
      const token = await resetToken('hashed@example.com');
      const stored = await t.storage.collection('authTokens').find({});
      expect(JSON.stringify(stored)).not.toContain(token);
      const record = stored.find((r) => r.tokenHash === hashToken(token));
      expect(record).toMatchObject({ purpose: 'reset', usedAt: null });
      expect(record!.tokenHash).toMatch(/^[a-f0-9]{64}$/);
    });
  });

  describe('magic login', () => {
    it('mails a 15-minute link that signs in once and records the login', async () => {
      const { userId } = await t.signup('magic@example.com');
      const token = await loginToken('magic@example.com');
      const mail = t.mail.lastTo('magic@example.com')!;
      expect(mail.subject).toBe('Your Lexa sign-in link');
      expect(mail.text).toContain('expires in 15 minutes');

      const verified = await post('magic-verify', { token });
      expect(verified.status).toBe(200);
      expect(verified.body.user).toMatchObject({ id: userId, email: 'magic@example.com', firstName: 'Test' });
      const me = await request(t.app).get('/api/auth/me').set(bearer(verified.body.token));
      expect(me.status).toBe(200);
      expect(me.body.user.id).toBe(userId);
      expect((await t.storage.collection('users').findById(userId))!.lastLogin).toBeInstanceOf(Date);

      const reused = await post('magic-verify', { token });
      expect(reused.status).toBe(400);
      expect(reused.body).toEqual(INVALID_LOGIN);
    });

    it('lets only one of two simultaneous redemptions of a link win', async () => {
      await t.signup('race@example.com');
      const token = await loginToken('race@example.com');
      const statuses = (await Promise.all([post('magic-verify', { token }), post('magic-verify', { token })])).map(
        (r) => r.status,
      );
      expect(statuses.sort()).toEqual([200, 400]);
    });

    it('expires a sign-in link after 15 minutes', async () => {
      await t.signup('magic-expiry@example.com');
      const token = await loginToken('magic-expiry@example.com');
      t.clock.advance(16 * MINUTE_MS);
      expect((await post('magic-verify', { token })).body).toEqual(INVALID_LOGIN);
    });

    it('answers an unknown e-mail like a known one, and mails nobody', async () => {
      await t.signup('magic-known@example.com');
      const sentBefore = t.mail.sent.length;
      const known = await post('magic-login', { email: 'magic-known@example.com' });
      const unknown = await post('magic-login', { email: 'magic-nobody@example.com' });
      expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
      await t.settled();
      expect(t.mail.sent.slice(sentBefore).map((mail) => mail.to)).toEqual(['magic-known@example.com']);
    });

    it('refuses unknown, reset-purpose and malformed tokens', async () => {
      await t.signup('wrong-kind@example.com');
      expect((await post('magic-verify', { token: 'A'.repeat(43) })).body).toEqual(INVALID_LOGIN);
      expect((await post('magic-verify', { token: await resetToken('wrong-kind@example.com') })).body).toEqual(
        INVALID_LOGIN,
      );
      for (const body of [{}, { token: '' }, { token: { $ne: null } }, { token: ['x'] }, { token: 'x', extra: 1 }]) {
        const response = await post('magic-verify', body);
        expect(response.status).toBe(400);
        expect(response.body.code).toBe('VALIDATION_FAILED');
      }
    });
  });

  describe('links sent by the system and by staff', () => {
    it('mails a 7-day set-password link to a new account', async () => {
      const { userId } = await t.signup('intake@example.com');
      await t.modules.auth.recovery.sendSetPasswordLink((await t.storage.collection('users').findById(userId))!);
      const token = await linkTokenIn('intake@example.com', '/client/reset-password');
      const mail = t.mail.lastTo('intake@example.com')!;
      expect(mail.subject).toBe('Set your Lexa password');
      expect(mail.text).toContain('expires in 7 days');
      t.clock.advance(6 * DAY_MS);
      expect((await post('reset-password', { token, password: 'chosen-password' })).status).toBe(200);
      expect((await login('intake@example.com', 'chosen-password')).status).toBe(200);
    });

    it('mails the admin a 30-minute link that signs in as the user without recording a login', async () => {
      const { userId } = await t.signup('helped@example.com');
      const target = (await t.storage.collection('users').findById(userId))!;
      const admin = (await t.storage.collection('users').findOne({ email: DEMO_ACCOUNTS.admin.email }))!;
      await t.modules.auth.recovery.sendAdminMagicLink(target, DEMO_ACCOUNTS.admin.email, admin.id);
      expect(t.mail.lastTo('helped@example.com')).toBeUndefined();
      const token = await linkTokenIn(DEMO_ACCOUNTS.admin.email, '/client/magic-login');
      const mail = t.mail.lastTo(DEMO_ACCOUNTS.admin.email)!;
      expect(mail.subject).toBe('Sign-in link for helped@example.com');
      expect(mail.text).toContain('expires in 30 minutes');

      const verified = await post('magic-verify', { token });
      expect(verified.status).toBe(200);
      expect(verified.body.user).toMatchObject({ id: userId, isAdmin: false });
      expect((await request(t.app).get('/api/auth/me').set(bearer(verified.body.token))).body.user.id).toBe(userId);
      expect((await t.storage.collection('users').findById(userId))!.lastLogin).toBeNull();

      await t.modules.auth.recovery.sendAdminMagicLink(target, DEMO_ACCOUNTS.admin.email, admin.id);
      const late = await linkTokenIn(DEMO_ACCOUNTS.admin.email, '/client/magic-login');
      t.clock.advance(31 * MINUTE_MS);
      expect((await post('magic-verify', { token: late })).body).toEqual(INVALID_LOGIN);
    });
  });

  describe('check-email', () => {
    it('tells whether an account holds the e-mail', async () => {
      expect((await post('check-email', { email: DEMO_ACCOUNTS.client.email.toUpperCase() })).body).toEqual({
        exists: true,
      });
      expect((await post('check-email', { email: 'free@example.com' })).body).toEqual({ exists: false });
    });

    it.each([
      [{}],
      [{ email: 'not-an-email' }],
      [{ email: { $ne: null } }],
      [{ email: 'a@example.com', isAdmin: true }],
    ])('rejects %j', async (body) => {
      const response = await post('check-email', body);
      expect(response.status).toBe(400);
      expect(typeof response.body.error).toBe('string');
    });
  });

  it.each(['forgot-password', 'magic-login'])('rejects hostile bodies on %s', async (path) => {
    for (const body of [
      {},
      { email: 'nope' },
      { email: { $gt: '' } },
      { email: ['a@example.com'] },
      { email: 'a@example.com', x: 1 },
    ]) {
      const response = await post(path, body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('rate limits on the token endpoints', () => {
  const tight = { windowMs: 60_000, max: 2 };
  let t: TestApp | undefined;
  const withLimits = async (limits: Partial<Config['recoveryRateLimits']>) => {
    t = await createTestApp({ recoveryRateLimits: { ...RELAXED_RATE_LIMITS, ...limits } });
    return t;
  };
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const post = (app: TestApp, path: string, body: object) => request(app.app).post(`/api/auth/${path}`).send(body);
  const expectLimited = (response: request.Response) => {
    expect(response.status).toBe(429);
    expect(response.body).toEqual({
      error: 'Too many requests. Please try again in a few minutes.',
      code: 'RATE_LIMITED',
    });
  };

  it('counts reset and sign-in link requests together per address', async () => {
    const app = await withLimits({ linkPerIp: tight });
    expect((await post(app, 'forgot-password', { email: 'one@example.com' })).status).toBe(200);
    expect((await post(app, 'magic-login', { email: 'two@example.com' })).status).toBe(200);
    expectLimited(await post(app, 'forgot-password', { email: 'three@example.com' }));
    expectLimited(await post(app, 'magic-login', { email: 'four@example.com' }));
  });

  it('counts link requests per e-mail, whatever its case', async () => {
    const app = await withLimits({ linkPerEmail: tight });
    expect((await post(app, 'forgot-password', { email: 'target@example.com' })).status).toBe(200);
    expect((await post(app, 'magic-login', { email: 'Target@Example.com' })).status).toBe(200);
    expectLimited(await post(app, 'forgot-password', { email: ' TARGET@example.com' }));
    expect((await post(app, 'forgot-password', { email: 'someone-else@example.com' })).status).toBe(200);
  });

  it('limits failed token redemptions per address', async () => {
    const app = await withLimits({ redeemPerIp: tight });
    const bad = { token: 'B'.repeat(43) };
    expect((await post(app, 'magic-verify', bad)).status).toBe(400);
    expect((await post(app, 'reset-password', { ...bad, password: 'password-123' })).status).toBe(400);
    expectLimited(await post(app, 'magic-verify', bad));
  });

  it('limits e-mail checks per address', async () => {
    const app = await withLimits({ checkEmailPerIp: tight });
    const check = () => post(app, 'check-email', { email: 'probe@example.com' });
    expect((await check()).status).toBe(200);
    expect((await check()).status).toBe(200);
    expectLimited(await check());
  });
});
