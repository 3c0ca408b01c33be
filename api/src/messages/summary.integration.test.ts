import request from 'supertest';
import type { AuthorRole } from '@lexa/common';
import { bearer, createAppWithAdminAndClient, type TestApp } from '../test-support/test-app';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('GET /api/admin/messages/summary: the Messages tab cards', () => {
  let t: TestApp;
  let admin: string;
  let client: string;

  beforeAll(async () => {
    ({ t, admin, client } = await createAppWithAdminAndClient());
  });
  afterAll(() => t.close());

  const summary = () => request(t.app).get('/api/admin/messages/summary').set(bearer(admin));
  const store = (threadId: string, senderRole: AuthorRole, createdAt: Date) =>
    t.storage
      .collection('messages')
      .insert({ threadId, senderId: `${senderRole}-1`, senderRole, content: 'text', createdAt });

  it('is for admins only', async () => {
    expect((await request(t.app).get('/api/admin/messages/summary')).status).toBe(401);
    expect((await request(t.app).get('/api/admin/messages/summary').set(bearer(client))).status).toBe(403);
    expect((await request(t.app).get('/api/admin/messages/summary?extra=1').set(bearer(admin))).status).toBe(400);
  });

  it('says null for the response time when nothing was answered', async () => {
    await t.storage.collection('messages').deleteMany({});
    await store('lonely', 'client', new Date(Date.now() - 5 * MINUTE));

    const response = await summary();
    expect(response.status).toBe(200);
    expect(response.body.averageResponseMinutes).toBeNull();
  });

  it('counts threads, messages, the UTC day and the mean wait for the first staff reply', async () => {
    await t.storage.collection('messages').deleteMany({});
    const now = new Date();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const at = (base: number, minutes: number) => new Date(base + minutes * MINUTE);
    const twoDaysAgo = today - 2 * DAY;

    // Thread a: two client messages answered by one reply (waits 30 and 20 min); the attorney's later note answers
    // nothing. Thread b: a 10-minute answer, and a client message no one has answered yet.
    await store('a', 'client', at(twoDaysAgo, 0));
    await store('a', 'client', at(twoDaysAgo, 10));
    await store('a', 'admin', at(twoDaysAgo, 30));
    await store('a', 'attorney', at(twoDaysAgo, 40));
    await store('b', 'client', at(twoDaysAgo, 100));
    await store('b', 'attorney', at(twoDaysAgo, 110));
    await store('b', 'client', at(twoDaysAgo, 200));
    // A reply in another thread answers nothing in b; an exchange older than 30 days is left out of the mean.
    await store('c', 'admin', at(twoDaysAgo, 300));
    await store('old', 'client', new Date(now.getTime() - 40 * DAY));
    await store('old', 'admin', new Date(now.getTime() - 40 * DAY + 600 * MINUTE));
    // The first instant of today counts as today; the one before it does not.
    await store('d', 'client', new Date(today));
    await store('d', 'client', new Date(today - 1));

    const threads = t.storage.collection('messageThreads');
    await threads.insert({ clientId: 'someone', type: 'direct', subject: 'One more' });
    const threadCount = await threads.count({});
    expect(threadCount).toBeGreaterThan(0);

    const response = await summary();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      totalThreads: threadCount,
      totalMessages: 12,
      todayMessages: 1,
      averageResponseMinutes: 20,
    });
  });
});
