import request from 'supertest';
import sharp from 'sharp';
import { MINUTE_MS } from '../auth/recovery/single-use-tokens';
import { DEMO_ACCOUNTS } from '../seed/demo-data';
import { bearer, createAppWithAdminAndClient, type TestApp } from '../test-support/test-app';

const TAKEN = { error: 'This email address is already in use by another user.', code: 'EMAIL_TAKEN' };

describe('the admin Users tab actions and the Settings tab', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  let adminId: string;
  beforeAll(async () => {
    ({ t, admin, client } = await createAppWithAdminAndClient());
    adminId = (await request(t.app).get('/api/auth/me').set(bearer(admin))).body.user.id;
  });
  afterAll(() => t.close());

  const asAdmin = {
    get: (path: string) => request(t.app).get(path).set(bearer(admin)).set('User-Agent', 'console-test'),
    post: (path: string, body: object = {}) =>
      request(t.app).post(path).set(bearer(admin)).set('User-Agent', 'console-test').send(body),
    patch: (path: string, body: object) =>
      request(t.app).patch(path).set(bearer(admin)).set('User-Agent', 'console-test').send(body),
    delete: (path: string) => request(t.app).delete(path).set(bearer(admin)),
  };
  const userIdOf = async (email: string): Promise<string> =>
    (await asAdmin.get(`/api/admin/users?search=${encodeURIComponent(email)}`)).body.users[0].id;

  /** The sign-in token in the last e-mail to `address` that carries a link to `screen`. */
  async function linkIn(address: string, screen: string): Promise<string> {
    await t.settled();
    const text = t.mail.lastTo(address)?.text ?? '';
    const match = new RegExp(`${screen}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
    if (!match) throw new Error(`no ${screen} link to ${address} in: ${text}`);
    return match[1]!;
  }

  it('is for admins only, every call', async () => {
    const { userId } = await t.signup('guarded@example.com');
    const paths: [string, string, object?][] = [
      ['patch', `/api/admin/users/${userId}/email`, { email: 'x@example.com' }],
      ['get', `/api/admin/users/${userId}/email-history`],
      ['post', `/api/admin/users/${userId}/send-magic-link`, {}],
      ['post', `/api/admin/users/${userId}/reset-password`, {}],
      ['delete', `/api/admin/users/${userId}`],
      ['get', '/api/admin/settings'],
      ['post', '/api/admin/settings', { key: 'admin_email', value: 'a@example.com' }],
      ['post', '/api/admin/avatar', {}],
    ];
    for (const [method, path, body] of paths) {
      const call = (token?: string) => {
        const pending = (request(t.app) as unknown as Record<string, (p: string) => request.Test>)[method]!(path);
        if (token) pending.set(bearer(token));
        return body ? pending.send(body) : pending;
      };
      expect([path, (await call()).status]).toEqual([path, 401]);
      expect([path, (await call(client)).status]).toEqual([path, 403]);
    }
    // Nothing happened to the account.
    expect((await asAdmin.get(`/api/admin/users/${userId}/email-history`)).body).toEqual({ history: [] });
  });

  it('sorts server-side by each spec order, pages it, and counts the four cards', async () => {
    const emails = async (sort: string, query = '&pageSize=100') =>
      ((await asAdmin.get(`/api/admin/users?sort=${sort}${query}`)).body.users as { email: string }[]).map(
        (row) => row.email,
      );
    const byEmail = await emails('email');
    expect(byEmail).toEqual([...byEmail].sort());
    const byName = (await asAdmin.get('/api/admin/users?sort=name&pageSize=100')).body.users as {
      firstName: string;
    }[];
    expect(byName.map((row) => row.firstName)).toEqual(byName.map((row) => row.firstName).sort());
    // The seeded client posted requests, so it leads; everyone without requests follows, newest first.
    const byRequests = (await asAdmin.get('/api/admin/users?sort=requests&pageSize=100')).body;
    expect(byRequests.users[0].email).toBe(DEMO_ACCOUNTS.client.email);
    const counts = (byRequests.users as { requestCount: number }[]).map((row) => row.requestCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Paging the computed order gives the same rows as slicing it, across the with/without boundary.
    const all = await emails('requests');
    expect([
      ...(await emails('requests', '&page=1&pageSize=1')),
      ...(await emails('requests', '&page=2&pageSize=1')),
      ...(await emails('requests', '&page=2&pageSize=2')),
    ]).toEqual([all[0], all[1], all[2], all[3]]);
    const byLogin = await emails('lastLogin');
    expect(byLogin.slice(0, 2).sort()).toEqual([DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.client.email].sort());

    const { summary, total } = byRequests;
    expect(summary.totalUsers).toBe(total);
    expect(summary.activeUsers).toBe(total);
    expect(summary.withRequests).toBe(1);
    // Every account was created by this test run, today.
    expect(summary.newToday).toBe(total);
    expect((await asAdmin.get('/api/admin/users?sort=oldest')).status).toBe(400);
  });

  it('changes a user e-mail, records who, when, from where, and refuses a taken or invalid one', async () => {
    const { userId } = await t.signup('before@example.com');
    await t.signup('someone.else@example.com');
    const path = `/api/admin/users/${userId}/email`;

    const taken = await asAdmin.patch(path, { email: 'Someone.Else@example.com', oldEmail: 'before@example.com' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual(TAKEN);
    expect((await asAdmin.patch(path, { email: '' })).body.details[0].message).toBe('Email address cannot be empty.');
    expect((await asAdmin.patch(path, { email: 'no-dot@host' })).body.details[0].message).toBe(
      'Please enter a valid email address.',
    );
    expect((await asAdmin.patch(path, { email: 'a@b.co', extra: 1 })).status).toBe(400);
    expect((await asAdmin.patch(path, { email: 'a@b.co', oldEmail: 'stale@example.com' })).status).toBe(409);
    expect((await asAdmin.patch('/api/admin/users/nobody/email', { email: 'a@b.co' })).status).toBe(404);

    const changed = await asAdmin.patch(path, { email: 'After@Example.com', oldEmail: 'before@example.com' });
    expect(changed.status).toBe(200);
    expect(changed.body.user).toMatchObject({ id: userId, email: 'after@example.com' });
    // The user signs in with the new address.
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'after@example.com', password: 'password-123' });
    expect(login.status).toBe(200);

    const history = await asAdmin.get(`/api/admin/users/${userId}/email-history`);
    expect(history.body.history).toEqual([
      {
        id: expect.any(String),
        kind: 'email-change',
        oldEmail: 'before@example.com',
        newEmail: 'after@example.com',
        adminName: expect.any(String),
        adminId,
        changedAt: expect.any(String),
        ipAddress: expect.any(String),
        userAgent: 'console-test',
        sentTo: null,
      },
    ]);
    expect(history.body.history[0].adminName).not.toBe('');
    expect((await asAdmin.get('/api/admin/users/nobody/email-history')).status).toBe(404);
  });

  it('mails a magic link to the admin e-mail that signs in as the user for 30 minutes, noted in its history', async () => {
    const { userId } = await t.signup('impersonated@example.com');
    expect((await asAdmin.post('/api/admin/settings', { key: 'admin_email', value: 'Desk@Lexa.Example' })).status).toBe(
      200,
    );

    const sent = await asAdmin.post(`/api/admin/users/${userId}/send-magic-link`);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toContain('desk@lexa.example');
    expect(t.mail.lastTo('impersonated@example.com')).toBeUndefined();
    const token = await linkIn('desk@lexa.example', '/client/magic-login');
    const verified = await request(t.app).post('/api/auth/magic-verify').send({ token });
    expect(verified.status).toBe(200);
    const me = await request(t.app).get('/api/auth/me').set(bearer(verified.body.token));
    expect(me.body.user).toMatchObject({ id: userId, email: 'impersonated@example.com' });

    await asAdmin.post(`/api/admin/users/${userId}/send-magic-link`);
    const late = await linkIn('desk@lexa.example', '/client/magic-login');
    t.clock.advance(31 * MINUTE_MS);
    expect((await request(t.app).post('/api/auth/magic-verify').send({ token: late })).status).toBe(400);

    const history = (await asAdmin.get(`/api/admin/users/${userId}/email-history`)).body.history;
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ kind: 'magic-link', sentTo: 'desk@lexa.example', adminId });
  });

  it('refuses a magic link or reset for a deactivated account with 400', async () => {
    const { userId } = await t.signup('deactivated@example.com');
    await t.storage.collection('users').updateOne({ id: userId }, { $set: { isActive: false } });
    const magic = await asAdmin.post(`/api/admin/users/${userId}/send-magic-link`);
    expect(magic.status).toBe(400);
    expect(magic.body).toEqual({ error: expect.any(String), code: 'VALIDATION_FAILED' });
    expect((await asAdmin.post(`/api/admin/users/${userId}/reset-password`)).status).toBe(400);
    expect((await asAdmin.post('/api/admin/users/nobody/send-magic-link')).status).toBe(404);
  });

  it('mails the user a reset link that sets a new password', async () => {
    const { userId } = await t.signup('forgetful@example.com');
    const sent = await asAdmin.post(`/api/admin/users/${userId}/reset-password`);
    expect(sent.status).toBe(200);
    const token = await linkIn('forgetful@example.com', '/client/reset-password');
    const reset = await request(t.app).post('/api/auth/reset-password').send({ token, password: 'brand-new-password' });
    expect(reset.status).toBe(200);
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'forgetful@example.com', password: 'brand-new-password' });
    expect(login.status).toBe(200);
  });

  it('deletes a client with everything only it owns, its token stops working at once; an admin is 403', async () => {
    const clientId = await userIdOf(DEMO_ACCOUNTS.client.email);
    const { body: mine } = await request(t.app).get('/api/dashboard/requests').set(bearer(client));
    const requestId = (mine.requests ?? mine)[0].id as string;
    const upload = await request(t.app)
      .post(`/api/dashboard/requests/${requestId}/files`)
      .set(bearer(client))
      .attach('files', Buffer.from('hello'), { filename: 'note.txt', contentType: 'text/plain' });
    expect(upload.status).toBe(201);
    const fileId = upload.body.files[0].id as string;
    const storageId = (await t.storage.collection('files').findById(fileId))!.storageId;
    expect(await t.storage.collection('legalRequests').count({ clientId })).toBeGreaterThan(0);

    expect((await asAdmin.delete(`/api/admin/users/${adminId}`)).status).toBe(403);
    expect((await asAdmin.delete('/api/admin/users/nobody')).status).toBe(404);

    const deleted = await asAdmin.delete(`/api/admin/users/${clientId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'User deleted.' });
    expect((await request(t.app).get('/api/auth/me').set(bearer(client))).status).toBe(401);
    expect(await t.storage.collection('users').findById(clientId)).toBeNull();
    expect(await t.storage.collection('legalRequests').count({ clientId })).toBe(0);
    expect(await t.storage.collection('files').count({ ownerId: clientId })).toBe(0);
    expect(await t.storage.files.open(storageId)).toBeNull();
    expect(await t.storage.collection('notifications').count({ userId: clientId })).toBe(0);
    expect(await t.storage.collection('messageThreads').count({ clientId })).toBe(0);
    expect(await t.storage.collection('chatSessions').count({ userId: clientId })).toBe(0);
    expect(await t.storage.collection('documentDrafts').count({ clientId })).toBe(0);
    expect(await t.storage.collection('documentReviews').count({ clientId })).toBe(0);
    expect((await request(t.app).post('/api/auth/login').send(DEMO_ACCOUNTS.client)).status).toBe(401);
    // The admin still exists and works.
    expect((await asAdmin.get('/api/admin/users')).status).toBe(200);
  });

  it('stores the admin e-mail, validates it, and lists it with its effective value', async () => {
    const before = await asAdmin.get('/api/admin/settings');
    expect(before.status).toBe(200);
    expect(before.body.settings[0]).toMatchObject({ settingKey: 'admin_email', settingValue: expect.any(String) });
    expect((await asAdmin.post('/api/admin/settings', { key: 'admin_email', value: 'not-an-email' })).status).toBe(400);
    expect((await asAdmin.post('/api/admin/settings', { key: 'other', value: 'x@example.com' })).status).toBe(400);
    const saved = await asAdmin.post('/api/admin/settings', {
      key: 'admin_email',
      value: 'notices@lexa.example',
      description: 'New chats and transcripts',
    });
    expect(saved.status).toBe(200);
    const after = await asAdmin.get('/api/admin/settings');
    expect(after.body.settings[0]).toMatchObject({
      settingKey: 'admin_email',
      settingValue: 'notices@lexa.example',
      description: 'New chats and transcripts',
    });
    // What the chat notices read.
    expect(await t.modules.settings.service.get('admin_email')).toBe('notices@lexa.example');
  });

  it('resizes an uploaded avatar, strips its metadata, serves it publicly at a stable URL, and refuses non-images', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'someone' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const refused = await request(t.app)
      .post('/api/admin/avatar')
      .set(bearer(admin))
      .attach('avatar', Buffer.from('%PDF-1.4'), { filename: 'a.pdf', contentType: 'application/pdf' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Please select an image file');
    const fake = await request(t.app)
      .post('/api/admin/avatar')
      .set(bearer(admin))
      .attach('avatar', Buffer.from('not really'), { filename: 'a.png', contentType: 'image/png' });
    expect(fake.status).toBe(400);
    expect((await asAdmin.get('/api/admin/settings')).body.avatarUrl).toBeNull();

    const uploaded = await request(t.app)
      .post('/api/admin/avatar')
      .set(bearer(admin))
      .attach('avatar', photo, { filename: 'me.jpg', contentType: 'image/jpeg' });
    expect(uploaded.status).toBe(200);
    const url = uploaded.body.avatarUrl as string;
    expect(url).toMatch(/^\/api\/settings\/avatar\?v=\d+$/);
    expect((await asAdmin.get('/api/admin/settings')).body.avatarUrl).toBe(url);

    const served = await request(t.app)
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.body as Buffer).metadata();
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({
      width: 256,
      height: 256,
      format: 'webp',
    });
    expect(meta.exif).toBeUndefined();
    expect((served.body as Buffer).includes('secret-owner')).toBe(false);
    expect((await request(t.app).get('/api/settings/avatar?v=abc')).status).toBe(400);
  });
});
