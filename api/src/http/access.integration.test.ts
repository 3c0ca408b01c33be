import request from 'supertest';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';

/** Roles are enforced by the server from the bearer token alone. */
describe('access control', () => {
  let t: TestApp;
  let client: string;
  let admin: string;
  let attorney: string;

  beforeAll(async () => {
    t = await createTestApp();
    [client, admin, attorney] = await Promise.all([t.tokenFor('client'), t.tokenFor('admin'), t.tokenFor('attorney')]);
  });
  afterAll(() => t.close());

  const adminPaths = ['/api/admin/requests', '/api/admin/users', '/api/admin/does/not/exist', '/api/admin/config'];
  const attorneyPaths = ['/api/attorney/dashboard', '/api/attorney/requests/1', '/api/attorney/nothing-here'];

  it.each([...adminPaths, ...attorneyPaths])('GET %s without a token is 401', async (path) => {
    const response = await request(t.app).get(path);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Authentication required', code: 'UNAUTHENTICATED' });
  });

  it.each(adminPaths)('GET %s with a client token is 403', async (path) => {
    const response = await request(t.app).get(path).set(bearer(client));
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('FORBIDDEN');
  });

  it.each(attorneyPaths)('GET %s with a client or admin token is 403', async (path) => {
    expect((await request(t.app).get(path).set(bearer(client))).status).toBe(403);
    expect((await request(t.app).get(path).set(bearer(admin))).status).toBe(403);
  });

  it('guards every method under the admin tree', async () => {
    expect((await request(t.app).delete('/api/admin/dashboard/requests/abc').set(bearer(client))).status).toBe(403);
    expect((await request(t.app).post('/api/admin/anything').set(bearer(attorney)).send({})).status).toBe(403);
  });

  it("grants nothing for the specs' admin-auth and userid headers", async () => {
    const response = await request(t.app)
      .get('/api/admin/requests')
      .set('admin-auth', 'authenticated')
      .set('userid', '1');
    expect(response.status).toBe(401);
    const asClient = await request(t.app)
      .get('/api/admin/requests')
      .set(bearer(client))
      .set('admin-auth', 'authenticated');
    expect(asClient.status).toBe(403);
  });

  it("lists only the caller's own requests", async () => {
    const own = await request(t.app).get('/api/dashboard/requests').set(bearer(client));
    expect(own.status).toBe(200);
    expect(own.body.total).toBe(3);
    const clientId = own.body.requests[0].clientId;
    expect(own.body.requests.every((r: { clientId: string }) => r.clientId === clientId)).toBe(true);

    const stranger = await t.signup('stranger@example.com');
    const theirs = await request(t.app).get('/api/dashboard/requests').set(bearer(stranger.token));
    expect(theirs.body).toEqual({ requests: [], total: 0, page: 1, pageSize: 20 });
  });

  it("never shows client A client B's request by id", async () => {
    const own = await request(t.app).get('/api/dashboard/requests').set(bearer(client));
    const id = own.body.requests[0].id;
    expect((await request(t.app).get(`/api/dashboard/requests/${id}`).set(bearer(client))).status).toBe(200);
    const other = await t.signup('other-client@example.com');
    const response = await request(t.app).get(`/api/dashboard/requests/${id}`).set(bearer(other.token));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Request not found', code: 'NOT_FOUND' });
  });

  it('requires a client token for the client dashboard', async () => {
    expect((await request(t.app).get('/api/dashboard/requests')).status).toBe(401);
    expect((await request(t.app).get('/api/dashboard/requests').set(bearer(attorney))).status).toBe(403);
  });

  it('gives admins every request with the status filter counts and pages', async () => {
    const all = await request(t.app).get('/api/admin/requests').set(bearer(admin));
    expect(all.status).toBe(200);
    expect(all.body.counts).toEqual({ all: 3, pending: 2, in_progress: 0, completed: 1 });
    const pending = await request(t.app).get('/api/admin/requests?status=pending&pageSize=1').set(bearer(admin));
    expect(pending.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(pending.body.requests).toHaveLength(1);
    expect(['submitted', 'in_review']).toContain(pending.body.requests[0].status);
  });

  it('lets admins delete a request', async () => {
    const { requests } = (await request(t.app).get('/api/admin/requests?status=completed').set(bearer(admin))).body;
    expect(
      (await request(t.app).delete(`/api/admin/dashboard/requests/${requests[0].id}`).set(bearer(admin))).status,
    ).toBe(204);
    expect(
      (await request(t.app).delete(`/api/admin/dashboard/requests/${requests[0].id}`).set(bearer(admin))).status,
    ).toBe(404);
  });

  it('shows an attorney only the requests assigned to them', async () => {
    const response = await request(t.app).get('/api/attorney/dashboard').set(bearer(attorney));
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual({ firstName: 'Jordan', lastName: 'Reyes' });
    expect(response.body.assignments).toHaveLength(1);
    expect(response.body.assignments[0]).toMatchObject({
      status: 'active',
      request: { title: 'Review of a mutual NDA with a supplier' },
    });
    expect(response.body.profile).toMatchObject({ slug: 'jordan-reyes', isVerified: true, isPublic: true });
  });

  it('serves public attorney profiles to anyone, and 404 for unknown ones', async () => {
    const found = await request(t.app).get('/api/attorney/public/profile/jordan-reyes');
    expect(found.status).toBe(200);
    expect(found.body.profile.displayName).toBe('Jordan Reyes, Esq.');
    expect((await request(t.app).get('/api/attorney/public/profile/nobody-here')).status).toBe(404);
  });
});
