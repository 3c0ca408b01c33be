import request from 'supertest';
import { bearer, createAppWithAdminAndClient, type TestApp } from '../test-support/test-app';

type Method = 'get' | 'post' | 'patch' | 'delete';

/**
 * Every admin call the Legal Requests and Messages screens make (signed-in spec §7.2): none without a token, none
 * with a client's (whatever the spec's browser-flag headers say), and a real answer for an admin.
 */
describe('the staff request and message calls', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  let requestId: string;
  let threadId: string;
  let clientId: string;

  beforeAll(async () => {
    ({ t, admin, client } = await createAppWithAdminAndClient());
    const own = await request(t.app).get('/api/dashboard/requests').set(bearer(client));
    requestId = own.body.requests[0].id;
    clientId = own.body.requests[0].clientId;
    const threads = await request(t.app).get('/api/messages/threads').set(bearer(client));
    threadId = threads.body.threads[0].threadId;
  });
  afterAll(() => t.close());

  const calls = (): [Method, string, object | undefined, number][] => [
    ['get', '/api/admin/requests?search=lease', undefined, 200],
    ['get', `/api/admin/requests/${requestId}`, undefined, 200],
    ['get', `/api/admin/requests/${requestId}/updates`, undefined, 200],
    ['post', `/api/admin/requests/${requestId}/updates`, { message: 'A note', isInternal: true }, 201],
    ['get', `/api/admin/requests/${requestId}/files`, undefined, 200],
    ['patch', `/api/admin/requests/${requestId}/status`, { status: 'in_review' }, 200],
    ['patch', `/api/admin/requests/${requestId}/assign`, {}, 200],
    ['post', `/api/admin/dashboard/requests/${requestId}/toggle-auto-reminder`, { enabled: false }, 200],
    ['post', '/api/admin/files/unknown-file/link', {}, 404],
    ['get', '/api/admin/messages/threads', undefined, 200],
    ['get', '/api/admin/messages/stats?days=14', undefined, 200],
    ['get', '/api/admin/messages/summary', undefined, 200],
    ['get', '/api/admin/users?role=client', undefined, 200],
    ['post', '/api/admin/messages', { threadId, content: 'Hello', aliasUsed: 'Sarah' }, 201],
    ['post', '/api/admin/messages/threads', { type: 'direct', recipientId: clientId, content: 'Hi' }, 201],
  ];

  it('answers 401 without a token and 403 for a client, with or without the browser-flag headers', async () => {
    for (const [method, path, body] of calls()) {
      const anonymous = await request(t.app)[method](path).set('admin-auth', 'authenticated').send(body);
      expect([path, anonymous.status]).toEqual([path, 401]);
      const asClient = await request(t.app)
        [method](path)
        .set(bearer(client))
        .set('admin-auth', 'authenticated')
        .set('userid', '1')
        .send(body);
      expect([path, asClient.status]).toEqual([path, 403]);
    }
  });

  it('answers an admin', async () => {
    for (const [method, path, body, status] of calls()) {
      const response = await request(t.app)[method](path).set(bearer(admin)).send(body);
      expect([path, response.status]).toEqual([path, status]);
    }
  });

  it('answers bad input in the one error shape', async () => {
    const unknown = await request(t.app).get('/api/admin/requests/no-such-request').set(bearer(admin));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: expect.any(String), code: 'NOT_FOUND' });
    const badStatus = await request(t.app)
      .patch(`/api/admin/requests/${requestId}/status`)
      .set(bearer(admin))
      .send({ status: 'done' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.error).toBe('Please choose a status');
    const empty = await request(t.app)
      .post(`/api/admin/requests/${requestId}/updates`)
      .set(bearer(admin))
      .send({ message: '   ', alias: 'Sarah' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Please enter a message or attach a file');
    const noAlias = await request(t.app)
      .post(`/api/admin/requests/${requestId}/updates`)
      .set(bearer(admin))
      .send({ message: 'Hello' });
    expect(noAlias.status).toBe(400);
    expect(noAlias.body.error).toBe('Please select an alias for client messages');
  });
});
