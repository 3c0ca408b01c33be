import request from 'supertest';
import { adminChatSessionPageSchema, adminChatStatsSchema } from '@lexa/common';
import { bearer, createAppWithAdminAndClient, createTestApp, type TestApp } from '../test-support/test-app';

const DAY = 24 * 60 * 60 * 1000;
let counter = 0;
const newSessionId = () => `session_${Date.now()}_${(counter += 1)}admin`;

describe('admin chats API', () => {
  let t: TestApp;
  let admin: string;
  let client: string;

  beforeAll(async () => {
    ({ t, admin, client } = await createAppWithAdminAndClient());
  });
  afterAll(() => t.close());

  /** A widget session with the visitor's `messages` (each answered by the assistant). */
  async function chat(messages: string[] = [], geoData?: object) {
    const sessionId = newSessionId();
    const init = await request(t.app).post('/api/chat/init').send({ sessionId, userAgent: 'jest', geoData });
    expect(init.status).toBe(200);
    for (const message of messages) {
      const sent = await request(t.app).post('/api/chat/message').send({ sessionId, message });
      expect(sent.status).toBe(200);
    }
    return { sessionId, threadId: init.body.threadId as string };
  }

  /** A chat that started `daysAgo` days ago, written straight to the store (no call can back-date one). */
  async function oldChat(daysAgo: number, content: string) {
    const sessionId = newSessionId();
    const at = new Date(Date.now() - daysAgo * DAY);
    await t.storage.collection('chatSessions').insert({
      sessionId,
      conversationId: `conv_${sessionId}`,
      startTime: at,
      messageCount: 1,
      status: 'ended',
      endTime: at,
    });
    await t.storage
      .collection('chatMessages')
      .insert({ sessionId, role: 'user', content, fileIds: [], position: 1, createdAt: at });
    return { sessionId, threadId: `conv_${sessionId}` };
  }

  const get = (path: string, query: object = {}) => request(t.app).get(path).query(query).set(bearer(admin));
  const post = (path: string, body: object) => request(t.app).post(path).set(bearer(admin)).send(body);
  const sessions = async (query: object = {}) => {
    const response = await get('/api/admin/sessions', { timeframe: 'all', pageSize: 100, ...query });
    expect(response.status).toBe(200);
    return adminChatSessionPageSchema.parse(response.body);
  };

  describe('who may call', () => {
    let sessionId: string;
    let threadId: string;
    beforeAll(async () => {
      ({ sessionId, threadId } = await chat(['Hello there']));
    });

    const calls = (): [method: 'GET' | 'POST', path: string, body?: object][] => [
      ['GET', '/api/admin/sessions', undefined],
      ['GET', '/api/admin/sessions/stats', undefined],
      ['GET', `/api/admin/sessions/${sessionId}/messages`, undefined],
      ['GET', `/api/admin/sessions/${sessionId}/transcript`, undefined],
      ['POST', '/api/admin/mark-read', { threadId, readStatus: 'read' }],
      ['POST', '/api/admin/mark-favorite', { threadId, favorite: false }],
      ['POST', '/api/admin/download-chats', { filter: 'all' }],
    ];

    it('answers the admin, refuses a client (403) and an anonymous caller (401)', async () => {
      for (const [method, path, body] of calls()) {
        const call = (token?: string) => {
          const base = method === 'GET' ? request(t.app).get(path) : request(t.app).post(path).send(body);
          return token ? base.set(bearer(token)) : base;
        };
        expect([path, (await call(admin)).status]).toEqual([path, 200]);
        expect([path, (await call(client)).status]).toEqual([path, 403]);
        expect([path, (await call()).status]).toEqual([path, 401]);
      }
    });
  });

  describe('session list', () => {
    it('loads the past 24 hours first and the rest with timeframe=all, newest first, paged on the server', async () => {
      const old = await oldChat(3, 'An older question');
      const recent = await chat(['A new question']);

      const firstLoad = await get('/api/admin/sessions');
      expect(firstLoad.status).toBe(200);
      const day = adminChatSessionPageSchema.parse(firstLoad.body);
      expect(day.sessions.map((s) => s.sessionId)).toContain(recent.sessionId);
      expect(day.sessions.map((s) => s.sessionId)).not.toContain(old.sessionId);

      const all = await sessions();
      expect(all.total).toBeGreaterThan(day.total);
      expect(all.sessions.map((s) => s.sessionId)).toContain(old.sessionId);
      const starts = all.sessions.map((s) => Date.parse(s.startTime));
      expect(starts).toEqual([...starts].sort((a, b) => b - a));

      const second = await sessions({ pageSize: 1, page: 2 });
      expect(second).toMatchObject({ total: all.total, page: 2, pageSize: 1 });
      expect(second.sessions).toEqual([all.sessions[1]]);
    });

    it('shows each row with its status, marks, message count and location', async () => {
      const { sessionId, threadId } = await chat(['Where do I start?'], {
        city: 'Lyon',
        country: 'France',
        country_code: 'FR',
      });
      const row = (await sessions()).sessions.find((s) => s.sessionId === sessionId);
      expect(row).toMatchObject({
        threadId,
        status: 'active',
        messageCount: 2,
        readStatus: 'unread',
        favorite: false,
        requestId: null,
        city: 'Lyon',
        country: 'France',
        countryCode: 'FR',
        flagEmoji: '🇫🇷',
        ipAddress: expect.any(String),
      });
    });

    it('keeps the standalone list to chats with messages and no request, filtered by read state and favourites', async () => {
      const opened = await chat();
      const linked = await chat(['This one became a request']);
      await t.storage
        .collection('chatSessions')
        .updateOne({ sessionId: linked.sessionId }, { $set: { requestId: 'some-request' } });
      const read = await chat(['Read me']);
      const starred = await chat(['Star me']);
      expect((await post('/api/admin/mark-read', { threadId: read.threadId, readStatus: 'read' })).status).toBe(200);
      expect((await post('/api/admin/mark-favorite', { threadId: starred.threadId, favorite: true })).status).toBe(200);

      const ids = async (query: object) =>
        (await sessions({ scope: 'standalone', ...query })).sessions.map((s) => s.sessionId);
      const standalone = await ids({});
      expect(standalone).toEqual(expect.arrayContaining([read.sessionId, starred.sessionId]));
      expect(standalone).not.toContain(opened.sessionId);
      expect(standalone).not.toContain(linked.sessionId);

      expect(await ids({ readStatus: 'read' })).toContain(read.sessionId);
      expect(await ids({ readStatus: 'unread' })).not.toContain(read.sessionId);
      expect(await ids({ favorite: 'favorites' })).toEqual([starred.sessionId]);
      expect(await ids({ favorite: 'non-favorites' })).not.toContain(starred.sessionId);
      expect((await sessions({ status: 'active' })).sessions.every((s) => s.status === 'active')).toBe(true);
    });

    it('rejects unknown filters and parameters with the one error shape', async () => {
      for (const query of [{ timeframe: 'week' }, { readStatus: 'maybe' }, { pageSize: 1000 }, { sort: 'x' }]) {
        const response = await get('/api/admin/sessions', query);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ error: expect.any(String), code: expect.any(String) });
      }
    });
  });

  describe('messages and marks', () => {
    it('returns the messages in order with their roles', async () => {
      const { sessionId } = await chat(['First question', 'Second question']);
      const response = await get(`/api/admin/sessions/${sessionId}/messages`);
      expect(response.status).toBe(200);
      const messages = response.body.messages as { role: string; content: string }[];
      expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
      expect(messages[0]).toMatchObject({
        id: expect.any(String),
        content: 'First question',
        timestamp: expect.any(String),
      });
      expect(messages[2]?.content).toBe('Second question');
      expect((await get('/api/admin/sessions/session_unknown_1/messages')).status).toBe(404);
    });

    it('keeps read state and favourites, and a new visitor message makes a read chat unread again', async () => {
      const { sessionId, threadId } = await chat(['Mark me']);
      const row = async () => (await sessions()).sessions.find((s) => s.sessionId === sessionId);

      const marked = await post('/api/admin/mark-read', { threadId, readStatus: 'read' });
      expect(marked.body.session).toMatchObject({ sessionId, readStatus: 'read' });
      expect(await row()).toMatchObject({ readStatus: 'read' });

      await post('/api/admin/mark-favorite', { threadId, favorite: true });
      expect(await row()).toMatchObject({ favorite: true });
      await post('/api/admin/mark-favorite', { threadId, favorite: false });
      expect(await row()).toMatchObject({ favorite: false });

      await request(t.app).post('/api/chat/message').send({ sessionId, message: 'One more thing' });
      expect(await row()).toMatchObject({ readStatus: 'unread' });
    });

    it('answers 404 for an unknown chat and 400 for a malformed mark', async () => {
      expect((await post('/api/admin/mark-read', { threadId: 'conv_nope', readStatus: 'read' })).status).toBe(404);
      for (const body of [
        { threadId: 'x', favorite: 'yes' },
        { threadId: 'x' },
        { threadId: 'x', favorite: true, extra: 1 },
      ])
        expect((await post('/api/admin/mark-favorite', body)).status).toBe(400);
      expect((await post('/api/admin/mark-read', { threadId: 'x', readStatus: 'seen' })).status).toBe(400);
    });
  });

  describe('transcripts', () => {
    it('downloads the matching chats as a text file named by filter and date, holding their messages', async () => {
      const recent = await chat(['Transcript question today']);
      const old = await oldChat(10, 'Transcript question ten days ago');
      const today = new Date().toISOString().slice(0, 10);

      const week = await post('/api/admin/download-chats', { filter: '7days' });
      expect(week.status).toBe(200);
      expect(week.headers['content-type']).toMatch(/^text\/plain/);
      expect(week.headers['content-disposition']).toContain(`chat-transcripts-7days-${today}.txt`);
      expect(week.text).toContain('Transcript question today');
      expect(week.text).toContain(recent.sessionId.slice(-8));
      expect(week.text).not.toContain('Transcript question ten days ago');

      const month = await post('/api/admin/download-chats', { filter: '30days' });
      expect(month.text).toContain('Transcript question ten days ago');
      expect(month.text).toContain(old.sessionId.slice(-8));
    });

    it('gives an empty file, not an error, for a filter with no chats', async () => {
      const fresh = await createTestApp();
      try {
        const token = await fresh.tokenFor('admin');
        const response = await request(fresh.app)
          .post('/api/admin/download-chats')
          .set(bearer(token))
          .send({ filter: 'favorites' });
        expect(response.status).toBe(200);
        expect(response.headers['content-disposition']).toContain('chat-transcripts-favorites-');
        expect(response.text).toBe('');
      } finally {
        await fresh.close();
      }
    });

    it('downloads only favourites with the favourites filter, and one chat on its own', async () => {
      const starred = await chat(['Favourite chat content']);
      const other = await chat(['Plain chat content']);
      await post('/api/admin/mark-favorite', { threadId: starred.threadId, favorite: true });
      const favorites = await post('/api/admin/download-chats', { filter: 'favorites' });
      expect(favorites.text).toContain('Favourite chat content');
      expect(favorites.text).not.toContain('Plain chat content');

      const single = await get(`/api/admin/sessions/${other.sessionId}/transcript`);
      expect(single.status).toBe(200);
      expect(single.headers['content-disposition']).toContain(`chat-${other.sessionId.slice(-8)}-`);
      expect(single.text).toContain('Plain chat content');
    });

    it('rejects an unknown filter', async () => {
      const response = await post('/api/admin/download-chats', { filter: '90days' });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    });
  });

  it('counts the cards and the per-day activity on the server', async () => {
    const fresh = await createTestApp();
    try {
      const token = await fresh.tokenFor('admin');
      const start = async (messages: string[]) => {
        const sessionId = newSessionId();
        const init = await request(fresh.app).post('/api/chat/init').send({ sessionId, userAgent: 'jest' });
        for (const message of messages) await request(fresh.app).post('/api/chat/message').send({ sessionId, message });
        return init.body.threadId as string;
      };
      await start([]);
      const starred = await start(['One']);
      await start(['Two', 'Three']);
      await request(fresh.app)
        .post('/api/admin/mark-favorite')
        .set(bearer(token))
        .send({ threadId: starred, favorite: true });
      await request(fresh.app)
        .post('/api/admin/mark-read')
        .set(bearer(token))
        .send({ threadId: starred, readStatus: 'read' });

      const response = await request(fresh.app).get('/api/admin/sessions/stats').set(bearer(token));
      expect(response.status).toBe(200);
      const stats = adminChatStatsSchema.parse(response.body);
      expect(stats).toMatchObject({
        totalSessions: 3,
        activeSessions: 3,
        messagesToday: 6,
        unreadSessions: 1,
        widgetOpens: 1,
        withMessages: 2,
        linkedToRequests: 0,
        standalone: { total: 2, unread: 1, favorites: 1 },
      });
      expect(stats.days).toHaveLength(14);
      expect(stats.days.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), sessions: 3, messages: 6 });
    } finally {
      await fresh.close();
    }
  });
});
