import request from 'supertest';
import { DEMO_ACCOUNTS } from '../../seed/demo-data';
import { openLiveSocket, startLiveServer, type LiveServer } from '../../test-support/live-server';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('sign-in sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, userAgent = CHROME_MAC) =>
    request(t.app).post('/api/auth/login').set('User-Agent', userAgent).send({ email, password });
  const me = (token: string) => request(t.app).get('/api/auth/me').set(bearer(token));

  /** Two sign-ins of one new account, as from two devices. */
  async function twoDevices(email: string, password = 'password-123') {
    await t.signup(email, password);
    const [laptop, phone] = await Promise.all([login(email, password), login(email, password, SAFARI_IPHONE)]);
    return { laptop: laptop.body.token as string, phone: phone.body.token as string };
  }

  it('gives two sign-ins in the same second different tokens', async () => {
    const { laptop, phone } = await twoDevices('same-second@example.com');
    expect(laptop).not.toBe(phone);
  });

  it('ends only the session that logs out', async () => {
    const { laptop, phone } = await twoDevices('logout@example.com');
    const logout = await request(t.app).post('/api/auth/logout').set(bearer(laptop));
    expect(logout.status).toBe(204);
    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(200);
    expect((await request(t.app).post('/api/auth/logout').set(bearer(laptop))).status).toBe(401);
    expect((await request(t.app).post('/api/auth/logout')).status).toBe(401);
  });

  it('ends every other session on a password change and answers a fresh token', async () => {
    const { laptop, phone } = await twoDevices('change@example.com', 'old-password-1');
    const change = await request(t.app)
      .post('/api/auth/change-password')
      .set(bearer(laptop))
      .send({ currentPassword: 'old-password-1', newPassword: 'new-password-2' });
    expect(change.status).toBe(200);
    expect(change.body).toEqual({ message: 'Your password has been changed.', token: expect.any(String) });
    expect(change.body.token).not.toBe(laptop);
    expect((await me(phone)).status).toBe(401);
    expect((await me(change.body.token)).status).toBe(200);
  });

  it('ends every session on a password reset', async () => {
    const { laptop, phone } = await twoDevices('reset-all@example.com');
    await request(t.app).post('/api/auth/forgot-password').send({ email: 'reset-all@example.com' });
    await t.settled();
    const token = /\?token=([A-Za-z0-9_-]+)/.exec(t.mail.lastTo('reset-all@example.com')!.text)![1];
    const reset = await request(t.app).post('/api/auth/reset-password').send({ token, password: 'new-password-3' });
    expect(reset.status).toBe(200);
    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    expect((await login('reset-all@example.com', 'new-password-3')).status).toBe(200);
  });

  it('ends every session when staff reset the password or delete the account', async () => {
    const admin = await t.tokenFor('admin');
    const reset = await twoDevices('staff-reset@example.com');
    const userId = (await me(reset.laptop)).body.user.id as string;
    expect((await request(t.app).post(`/api/admin/users/${userId}/reset-password`).set(bearer(admin))).status).toBe(
      200,
    );
    expect((await me(reset.laptop)).status).toBe(401);
    expect((await me(reset.phone)).status).toBe(401);

    const doomed = await twoDevices('deleted@example.com');
    const doomedId = (await me(doomed.laptop)).body.user.id as string;
    expect((await request(t.app).delete(`/api/admin/users/${doomedId}`).set(bearer(admin))).status).toBe(200);
    expect((await me(doomed.laptop)).status).toBe(401);
    expect((await me(doomed.phone)).status).toBe(401);
  });

  it('makes a staff-sent sign-in link (signing in as the user) a session of its own', async () => {
    const admin = await t.tokenFor('admin');
    const { laptop } = await twoDevices('impersonated@example.com');
    const userId = (await me(laptop)).body.user.id as string;
    await request(t.app).post(`/api/admin/users/${userId}/send-magic-link`).set(bearer(admin)).send({});
    const link = /\?token=([A-Za-z0-9_-]+)/.exec(t.mail.sent.at(-1)!.text)![1];
    const verified = await request(t.app).post('/api/auth/magic-verify').send({ token: link });
    expect(verified.status).toBe(200);
    expect((await request(t.app).post('/api/auth/logout').set(bearer(verified.body.token))).status).toBe(204);
    expect((await me(verified.body.token)).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
  });

  it('lists the live sessions with device, address and times, and ends one of them', async () => {
    const { laptop, phone } = await twoDevices('list@example.com');
    const listed = await request(t.app).get('/api/auth/sessions').set(bearer(laptop));
    expect(listed.status).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    const sessions = listed.body.sessions as Record<string, unknown>[];
    // The signup's own session is one too.
    expect(sessions).toHaveLength(3);
    const current = sessions.find((session) => session.current)!;
    expect(current).toEqual({
      id: expect.any(String),
      browser: 'Chrome 131 on macOS',
      device: 'Desktop',
      ipAddress: expect.stringMatching(/127\.0\.0\.1/),
      signedInAt: expect.any(String),
      lastSeenAt: expect.any(String),
      current: true,
    });
    const mobile = sessions.find((session) => session.device === 'Mobile')!;
    expect(mobile.browser).toBe('Safari 17 on iOS');

    expect((await request(t.app).delete(`/api/auth/sessions/${mobile.id}`).set(bearer(laptop))).status).toBe(204);
    expect((await me(phone)).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
    const after = await request(t.app).get('/api/auth/sessions').set(bearer(laptop));
    expect(after.body.sessions.map((session: { id: string }) => session.id)).not.toContain(mobile.id);
  });

  it('ends every other session of the caller at once, keeping this one and other accounts', async () => {
    await t.signup('all-others@example.com');
    const [laptop, phone, tablet] = await Promise.all(
      [CHROME_MAC, SAFARI_IPHONE, CHROME_MAC].map(async (agent) => {
        return (await login('all-others@example.com', 'password-123', agent)).body.token as string;
      }),
    );
    const bystander = await twoDevices('bystander@example.com');
    expect((await request(t.app).delete('/api/auth/sessions').set(bearer(laptop))).status).toBe(204);
    expect((await me(phone)).status).toBe(401);
    expect((await me(tablet)).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
    expect((await me(bystander.phone)).status).toBe(200);
    const after = await request(t.app).get('/api/auth/sessions').set(bearer(laptop));
    expect(after.body.sessions).toEqual([expect.objectContaining({ current: true })]);
    expect((await request(t.app).delete('/api/auth/sessions')).status).toBe(401);
  });

  it('does not let anyone end a session of another account', async () => {
    const mine = await twoDevices('owner@example.com');
    const theirs = await twoDevices('stranger@example.com');
    const [target] = (await request(t.app).get('/api/auth/sessions').set(bearer(mine.laptop))).body.sessions;
    const attempt = await request(t.app).delete(`/api/auth/sessions/${target.id}`).set(bearer(theirs.laptop));
    expect(attempt.status).toBe(404);
    expect((await me(mine.laptop)).status).toBe(200);
  });
});

describe('staff sessions and password (the admin console and attorney profile use the same /api/auth routes)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const doors = { admin: '/api/admin/login', attorney: '/api/attorney/login' } as const;

  it.each(['admin', 'attorney'] as const)(
    'lets the %s list and end their sessions and change the password, signing the others out',
    async (role) => {
      const { email, password } = DEMO_ACCOUNTS[role];
      const signIn = async (userAgent: string) =>
        (await request(t.app).post(doors[role]).set('User-Agent', userAgent).send({ email, password })).body
          .token as string;
      const [desk, phone, tablet] = [await signIn(CHROME_MAC), await signIn(SAFARI_IPHONE), await signIn(CHROME_MAC)];

      const listed = await request(t.app).get('/api/auth/sessions').set(bearer(desk));
      expect(listed.status).toBe(200);
      const sessions = listed.body.sessions as { id: string; device: string; current: boolean }[];
      expect(sessions.filter((session) => session.current)).toHaveLength(1);
      const mobile = sessions.find((session) => session.device === 'Mobile')!;
      expect((await request(t.app).delete(`/api/auth/sessions/${mobile.id}`).set(bearer(desk))).status).toBe(204);
      expect((await request(t.app).get('/api/auth/me').set(bearer(phone))).status).toBe(401);

      const wrong = await request(t.app)
        .post('/api/auth/change-password')
        .set(bearer(desk))
        .send({ currentPassword: 'not-my-password', newPassword: 'staff-new-password-1' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toBe('Current password is incorrect');

      const change = await request(t.app)
        .post('/api/auth/change-password')
        .set(bearer(desk))
        .send({ currentPassword: password, newPassword: 'staff-new-password-1' });
      expect(change.body).toEqual({ message: 'Your password has been changed.', token: expect.any(String) });
      expect((await request(t.app).get('/api/auth/me').set(bearer(tablet))).status).toBe(401);
      // The fresh token keeps the staff role: it still opens the role's own routes.
      const own = role === 'admin' ? '/api/admin/users' : '/api/attorney/dashboard';
      expect((await request(t.app).get(own).set(bearer(change.body.token))).status).toBe(200);
      expect((await request(t.app).post(doors[role]).send({ email, password: 'staff-new-password-1' })).status).toBe(
        200,
      );
    },
  );
});

describe('a live /ws socket whose session ends', () => {
  let live: LiveServer;
  beforeAll(async () => {
    live = await startLiveServer();
  });
  afterAll(() => live.close());

  it('is closed within 5 seconds of the logout', async () => {
    const token = await live.tokenFor('client');
    const socket = await openLiveSocket(live.server.url);
    socket.send({ type: 'auth', token });
    expect(await socket.next()).toEqual({ type: 'authenticated' });

    const loggedOutAt = Date.now();
    const logout = await fetch(`${live.server.url}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(204);
    const code = await socket.closed;
    expect(code).toBe(4401);
    expect(Date.now() - loggedOutAt).toBeLessThan(5_000);
  });
});
