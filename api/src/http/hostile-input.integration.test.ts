import request from 'supertest';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';

/** Malformed and hostile input is answered with 4xx and the JSON error shape, never a 500. */
describe('hostile input', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  const expectErrorShape = (response: request.Response, status: number) => {
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(typeof response.body.error).toBe('string');
    expect(typeof response.body.code).toBe('string');
  };

  it('rejects invalid JSON', async () => {
    const response = await request(t.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expectErrorShape(response, 400);
    expect(response.body.code).toBe('BAD_JSON');
  });

  it.each([
    ['an operator object as e-mail', { email: { $ne: null }, password: 'x' }],
    ['a nested operator', { email: 'a@example.com', password: { $gt: '' } }],
    ['a dotted key', { 'email.x': 'a@example.com', password: 'x' }],
    ['an unknown field', { email: 'a@example.com', password: 'password-1', isAdmin: true }],
    ['a wrong type', { email: 42, password: ['x'] }],
    ['an array body', [{ email: 'a@example.com' }]],
    ['a string body', 'email=a@example.com'],
  ])('rejects %s on login', async (_label, body) => {
    expectErrorShape(
      await request(t.app)
        .post('/api/auth/login')
        .send(body as object),
      400,
    );
  });

  it('rejects prototype tricks on signup', async () => {
    const response = await request(t.app)
      .post('/api/auth/signup')
      .set('Content-Type', 'application/json')
      .send(
        '{"firstName":"A","lastName":"B","email":"proto@example.com","password":"password-1","__proto__":{"isAdmin":true}}',
      );
    expectErrorShape(response, 400);
  });

  it('refuses privilege fields on signup', async () => {
    const response = await request(t.app)
      .post('/api/auth/signup')
      .send({ firstName: 'A', lastName: 'B', email: 'sneaky@example.com', password: 'password-1', isAdmin: true });
    expectErrorShape(response, 400);
    expect(await t.storage.collection('users').findOne({ email: 'sneaky@example.com' })).toBeNull();
  });

  it.each([
    '/api/admin/requests?status=bogus',
    '/api/admin/requests?page=-1',
    '/api/admin/requests?pageSize=1000',
    '/api/admin/requests?status[$ne]=x',
    '/api/admin/requests?unknown=1',
  ])('rejects bad query %s', async (path) => {
    expectErrorShape(await request(t.app).get(path).set(bearer(admin)), 400);
  });

  it('rejects a malformed id', async () => {
    expectErrorShape(
      await request(t.app).delete('/api/admin/dashboard/requests/..%2F..%2Fetc').set(bearer(admin)),
      400,
    );
  });

  it('rejects an oversized body', async () => {
    const response = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'a@example.com', password: 'x'.repeat(2_000_000) });
    expectErrorShape(response, 413);
  });

  it('answers unknown API routes with 404 in the same shape', async () => {
    expectErrorShape(await request(t.app).get('/api/nothing/here'), 404);
  });

  it('sets security headers', async () => {
    const response = await request(t.app).get('/healthz');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers).not.toHaveProperty('x-powered-by');
  });
});
