import request from 'supertest';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';

interface Row {
  id: string;
  email: string;
  firstName: string;
  isAdmin: boolean;
  isAttorney: boolean;
  requestCount: number;
}

describe('GET /api/admin/users: accounts as admins see them', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  let attorney: string;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, client, attorney] = await Promise.all([t.tokenFor('admin'), t.tokenFor('client'), t.tokenFor('attorney')]);
  });
  afterAll(() => t.close());

  const list = (query = '') => request(t.app).get(`/api/admin/users${query}`).set(bearer(admin));
  const emails = (rows: Row[]) => rows.map((row) => row.email);

  it('is for admins only', async () => {
    expect((await request(t.app).get('/api/admin/users')).status).toBe(401);
    expect((await request(t.app).get('/api/admin/users').set(bearer(client))).status).toBe(403);
    expect((await request(t.app).get('/api/admin/users').set(bearer(attorney))).status).toBe(403);
  });

  it('lists every account newest first with the spec fields and the request count, never the hash', async () => {
    const newcomer = await t.signup('newest.user@example.com');
    const response = await list();
    expect(response.status).toBe(200);
    const { users, total, page, pageSize } = response.body as { users: Row[] } & Record<string, number>;
    expect({ total, page, pageSize }).toEqual({ total: 4, page: 1, pageSize: 20 });
    expect(users[0]).toEqual({
      id: newcomer.userId,
      username: expect.any(String),
      firstName: 'Test',
      lastName: 'User',
      email: 'newest.user@example.com',
      isAdmin: false,
      isAttorney: false,
      isActive: true,
      requestCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      lastLogin: null,
    });
    const seededClient = users.find((row) => row.email === 'client@lexa.local')!;
    expect(seededClient.requestCount).toBe(3);
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|signupIp|lastIp/);
  });

  it('searches parts of names and e-mails, every word, and narrows by role', async () => {
    await t.signup('maria.lopez@example.com');
    await request(t.app)
      .patch('/api/auth/me')
      .set(bearer((await t.signup('other.person@example.com')).token))
      .send({ firstName: 'Mariana', lastName: 'Silva' });

    expect(emails((await list('?search=MARI')).body.users)).toEqual([
      'other.person@example.com',
      'maria.lopez@example.com',
    ]);
    expect(emails((await list('?search=mari%20silva')).body.users)).toEqual(['other.person@example.com']);
    // Regular-expression characters are only text.
    expect((await list('?search=.*')).body.users).toEqual([]);

    const clients = (await list('?role=client&pageSize=100')).body.users as Row[];
    expect(clients.length).toBeGreaterThan(0);
    expect(clients.every((row) => !row.isAdmin && !row.isAttorney)).toBe(true);
    expect(emails((await list('?role=attorney')).body.users)).toEqual(['jordan.reyes@lexa.local']);
    expect(emails((await list('?role=admin')).body.users)).toEqual(['admin@lexa.local']);
  });

  it('pages the list and refuses what it does not understand', async () => {
    const all = (await list('?pageSize=100')).body as { users: Row[]; total: number };
    const second = (await list('?page=2&pageSize=2')).body as { users: Row[]; total: number; page: number };
    expect(second.total).toBe(all.total);
    expect(second.page).toBe(2);
    expect(emails(second.users)).toEqual(emails(all.users.slice(2, 4)));

    expect((await list('?role=owner')).status).toBe(400);
    expect((await list('?pageSize=1000')).status).toBe(400);
    expect((await list('?sort=oldest')).status).toBe(400);
  });
});
