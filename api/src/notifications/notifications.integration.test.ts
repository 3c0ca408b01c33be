import request from 'supertest';
import type { NotificationType, UserNotification } from '@lexa/common';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';

describe('notifications API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let accounts = 0;
  const freshToken = async () => (await t.signup(`someone-${(accounts += 1)}@example.com`)).token;
  const list = (token: string, query = '') => request(t.app).get(`/api/notifications${query}`).set(bearer(token));
  /** Waits for the next millisecond first, so "newest first" has one right answer (createdAt has ms precision). */
  async function notify(userId: string, title: string, type: NotificationType = 'system', requestId?: string) {
    await new Promise((resolve) => setTimeout(resolve, 2));
    return t.modules.notifications.service.notify(userId, { type, title, message: `${title} details`, requestId });
  }

  /** A fresh client with `count` notifications, created oldest first. */
  async function clientWith(email: string, count: number) {
    const client = await t.signup(email);
    for (let i = 1; i <= count; i += 1) await notify(client.userId, `Note ${i}`);
    return client;
  }

  it('lists only the caller’s own notifications, newest first, with the unread count', async () => {
    const alice = await t.signup('alice@example.com');
    const bob = await clientWith('bob@example.com', 1);
    await notify(alice.userId, 'Request received', 'status_update', 'req-1');
    await notify(alice.userId, 'New message', 'message');

    const response = await list(alice.token);
    expect(response.status).toBe(200);
    expect(response.body.unreadCount).toBe(2);
    expect(response.body.notifications.map((n: UserNotification) => n.title)).toEqual([
      'New message',
      'Request received',
    ]);
    expect(response.body.notifications[1]).toEqual({
      id: expect.any(String),
      type: 'status_update',
      title: 'Request received',
      message: 'Request received details',
      isRead: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      requestId: 'req-1',
    });
    expect(response.body.notifications[0].requestId).toBeNull();
    expect((await list(bob.token)).body.notifications.map((n: UserNotification) => n.title)).toEqual(['Note 1']);
  });

  it('limits the list but counts every unread notification', async () => {
    const { token } = await clientWith('many@example.com', 4);
    const response = await list(token, '?limit=2');
    expect(response.body.notifications.map((n: UserNotification) => n.title)).toEqual(['Note 4', 'Note 3']);
    expect(response.body.unreadCount).toBe(4);
  });

  it('scrolls on from a cursor to older notifications until none is left; a forged cursor is 400', async () => {
    const { token } = await clientWith('scroller@example.com', 5);
    const first = await list(token, '?limit=2');
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await list(token, `?limit=2&before=${first.body.nextCursor}`);
    expect(second.body.notifications.map((n: UserNotification) => n.title)).toEqual(['Note 3', 'Note 2']);
    const last = await list(token, `?limit=2&before=${second.body.nextCursor}`);
    expect(last.body.notifications.map((n: UserNotification) => n.title)).toEqual(['Note 1']);
    expect(last.body.nextCursor).toBeNull();
    expect(last.body.unreadCount).toBe(5);

    for (const forged of ['not-a-cursor', Buffer.from('["yesterday","x"]').toString('base64url')]) {
      const refused = await list(token, `?before=${forged}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ error: 'Invalid cursor', code: 'VALIDATION_FAILED' });
    }
  });

  it('marks one as read, and answers 404 for someone else’s or a missing one', async () => {
    const owner = await clientWith('owner@example.com', 2);
    const stranger = await t.signup('stranger@example.com');
    const [newest] = (await list(owner.token)).body.notifications as UserNotification[];

    const theirs = await request(t.app).patch(`/api/notifications/${newest!.id}/read`).set(bearer(stranger.token));
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ error: 'Notification not found', code: 'NOT_FOUND' });
    expect(
      (await request(t.app).patch('/api/notifications/0123456789abcdef01234567/read').set(bearer(owner.token))).status,
    ).toBe(404);
    expect((await list(owner.token)).body.unreadCount).toBe(2);

    expect((await request(t.app).patch(`/api/notifications/${newest!.id}/read`).set(bearer(owner.token))).status).toBe(
      204,
    );
    const after = (await list(owner.token)).body;
    expect(after.unreadCount).toBe(1);
    expect(after.notifications.map((n: UserNotification) => n.isRead)).toEqual([true, false]);
  });

  it('marks all of the caller’s as read and clears them, leaving others alone', async () => {
    const mine = await clientWith('mine@example.com', 3);
    const other = await clientWith('theirs@example.com', 2);

    expect((await request(t.app).patch('/api/notifications/read-all').set(bearer(mine.token))).status).toBe(204);
    const read = (await list(mine.token)).body;
    expect(read.unreadCount).toBe(0);
    expect(read.notifications.every((n: UserNotification) => n.isRead)).toBe(true);
    expect((await list(other.token)).body.unreadCount).toBe(2);

    expect((await request(t.app).delete('/api/notifications/clear').set(bearer(mine.token))).status).toBe(204);
    expect((await list(mine.token)).body).toEqual({ notifications: [], unreadCount: 0, nextCursor: null });
    expect((await list(other.token)).body.notifications).toHaveLength(2);
  });

  it('notifies every active admin and works for any signed-in role', async () => {
    const { userId } = await t.signup('deactivated-admin@example.com');
    await t.storage.collection('users').updateOne({ id: userId }, { $set: { isAdmin: true, isActive: false } });
    const sent = await t.modules.notifications.service.notifyAdmins({
      type: 'system',
      title: 'New chat session',
      message: 'A visitor started a chat',
    });
    expect(sent).toHaveLength(1);

    const adminList = (await list(await t.tokenFor('admin'))).body;
    expect(adminList.notifications[0]).toEqual({ ...sent[0], isRead: false });
    expect(adminList.notifications[0]).toMatchObject({ title: 'New chat session', type: 'system' });
    expect((await list(await t.tokenFor('attorney'))).body).toEqual({
      notifications: [],
      unreadCount: 0,
      nextCursor: null,
    });
    expect(
      (await list(await t.tokenFor('client'))).body.notifications.map((n: UserNotification) => n.title),
    ).not.toContain('New chat session');
  });

  it.each([
    ['get', '/api/notifications'],
    ['patch', '/api/notifications/0123456789abcdef01234567/read'],
    ['patch', '/api/notifications/read-all'],
    ['delete', '/api/notifications/clear'],
  ] as const)('answers %s %s without a token with 401', async (method, path) => {
    const response = await request(t.app)[method](path);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Authentication required', code: 'UNAUTHENTICATED' });
  });

  it.each([
    ['get', '/api/notifications?limit=0'],
    ['get', '/api/notifications?limit=1000'],
    ['get', '/api/notifications?limit=abc'],
    ['get', '/api/notifications?userId=someone-else'],
    ['get', '/api/notifications?limit[$gt]=1'],
    ['patch', '/api/notifications/..%2F..%2Fetc/read'],
  ] as const)('rejects %s %s with 400', async (method, path) => {
    const response = await request(t.app)
      [method](path)
      .set(bearer(await freshToken()));
    expect(response.status).toBe(400);
    expect(typeof response.body.error).toBe('string');
  });

  it.each([
    ['patch', '/api/notifications/read-all', { userId: 'someone-else' }],
    ['delete', '/api/notifications/clear', { $where: '1' }],
    ['patch', '/api/notifications/0123456789abcdef01234567/read', { isRead: false }],
  ] as const)('rejects a body on %s %s', async (method, path, body) => {
    const response = await request(t.app)
      [method](path)
      .set(bearer(await freshToken()))
      .send(body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
  });
});
