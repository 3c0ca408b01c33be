import request from 'supertest';
import { DEMO_ACCOUNTS } from '../seed/demo-data';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';

describe('profile: PATCH /api/auth/me and POST /api/auth/change-password', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) => request(t.app).post('/api/auth/login').send({ email, password });

  it('updates names and the e-mail, which then signs in', async () => {
    const { token } = await t.signup('profile@example.com', 'password-123');
    const response = await request(t.app)
      .patch('/api/auth/me')
      .set(bearer(token))
      .send({ firstName: ' Grace ', lastName: 'Hopper', email: 'Grace@Example.com' });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      username: 'grace@example.com',
    });
    expect((await request(t.app).get('/api/auth/me').set(bearer(token))).body.user.email).toBe('grace@example.com');
    expect((await login('grace@example.com', 'password-123')).status).toBe(200);
    expect((await login('profile@example.com', 'password-123')).status).toBe(401);

    const lastNameOnly = await request(t.app).patch('/api/auth/me').set(bearer(token)).send({ lastName: '' });
    expect(lastNameOnly.body.user).toMatchObject({ firstName: 'Grace', lastName: '' });
  });

  it("refuses another account's e-mail with 409 and invalid input with 400", async () => {
    const { token } = await t.signup('taken-check@example.com');
    const taken = await request(t.app)
      .patch('/api/auth/me')
      .set(bearer(token))
      .send({ email: DEMO_ACCOUNTS.client.email.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: 'An account with this email already exists', code: 'EMAIL_TAKEN' });
    // Its own e-mail is not "taken".
    expect(
      (await request(t.app).patch('/api/auth/me').set(bearer(token)).send({ email: 'taken-check@example.com' })).status,
    ).toBe(200);
    for (const body of [
      {},
      { email: 'not-an-email' },
      { firstName: '  ' },
      { isAdmin: true },
      { email: { $ne: null } },
    ]) {
      expect((await request(t.app).patch('/api/auth/me').set(bearer(token)).send(body)).status).toBe(400);
    }
    expect((await request(t.app).patch('/api/auth/me').send({ firstName: 'X' })).status).toBe(401);
  });

  it('changes the password only with the current one', async () => {
    const { token } = await t.signup('password-change@example.com', 'old-password-1');
    const wrong = await request(t.app)
      .post('/api/auth/change-password')
      .set(bearer(token))
      .send({ currentPassword: 'nope-nope', newPassword: 'new-password-2' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Current password is incorrect');

    const short = await request(t.app)
      .post('/api/auth/change-password')
      .set(bearer(token))
      .send({ currentPassword: 'old-password-1', newPassword: 'short' });
    expect(short.status).toBe(400);

    const changed = await request(t.app)
      .post('/api/auth/change-password')
      .set(bearer(token))
      .send({ currentPassword: 'old-password-1', newPassword: 'new-password-2' });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Your password has been changed.');
    expect((await login('password-change@example.com', 'new-password-2')).status).toBe(200);
    expect((await login('password-change@example.com', 'old-password-1')).status).toBe(401);
    expect(
      (
        await request(t.app)
          .post('/api/auth/change-password')
          .send({ currentPassword: 'a', newPassword: 'new-password-3' })
      ).status,
    ).toBe(401);
  });

  it('counts wrong current passwords like failed sign-ins', async () => {
    const limited = await createTestApp({ loginRateLimit: { windowMs: 60_000, max: 2 } });
    try {
      const { token } = await limited.signup('limited@example.com', 'old-password-1');
      const attempt = () =>
        request(limited.app)
          .post('/api/auth/change-password')
          .set(bearer(token))
          .send({ currentPassword: 'guess-guess', newPassword: 'new-password-2' });
      expect((await attempt()).status).toBe(400);
      expect((await attempt()).status).toBe(400);
      expect((await attempt()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
