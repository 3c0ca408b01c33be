import request from 'supertest';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';

describe('response headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true });
  });
  afterAll(() => t.close());

  it('keeps authenticated answers out of every cache', async () => {
    const token = await t.tokenFor('client');
    const me = await request(t.app).get('/api/auth/me').set(bearer(token));
    expect(me.headers['cache-control']).toBe('no-store');
    const refused = await request(t.app)
      .get('/api/dashboard/requests')
      .set(bearer(`${token}x`));
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS only when served over https', async () => {
    expect((await request(t.app).get('/healthz')).headers['strict-transport-security']).toBeUndefined();
    const https = await request(t.app).get('/healthz').set('X-Forwarded-Proto', 'https');
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
