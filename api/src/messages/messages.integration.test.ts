import request from 'supertest';
import type { EventPublisher } from '../platform/realtime/events';
import { bearer, createAppWithAdminAndClient, type TestApp } from '../test-support/test-app';

const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 1)]);

interface Thread {
  threadId: string;
  subject: string;
  requestId: string | null;
  type: string;
  lastMessage: { content: string } | null;
  unreadCount: number;
}

describe('messages: threads between clients and the legal team', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  let clientId: string;
  const published: { room: string; event: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    ({ t, admin, client } = await createAppWithAdminAndClient());
    clientId = (await request(t.app).get('/api/auth/me').set(bearer(client))).body.user.id;
    const fake: EventPublisher = { publish: (room, event) => published.push({ room, event }) };
    t.events.connect(fake);
  });
  afterAll(() => t.close());

  const threadsOf = async (token: string, query = '', path = '/api/messages/threads') =>
    (await request(t.app).get(`${path}${query}`).set(bearer(token))).body.threads as Thread[];
  const unread = async (token: string) =>
    (await request(t.app).get('/api/messages/unread-count').set(bearer(token))).body.count as number;
  const send = (token: string, fields: Record<string, string>, files: [Buffer, string][] = []) => {
    const call = request(t.app).post('/api/messages').set(bearer(token));
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    for (const [content, filename] of files) call.attach('attachments', content, filename);
    return call;
  };

  it('tells a client without a request to post one first', async () => {
    const newcomer = await t.signup('newcomer@example.com');
    expect(await threadsOf(newcomer.token)).toEqual([]);
    const response = await send(newcomer.token, { content: 'Hello?' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Cannot send messages. Please post a legal request first.');
    expect(await unread(newcomer.token)).toBe(0);
  });

  it("gives each of the client's requests its thread, linked both ways", async () => {
    const threads = await threadsOf(client);
    expect(threads).toHaveLength(3);
    for (const thread of threads) {
      expect(thread).toMatchObject({ type: 'request_linked', lastMessage: null, unreadCount: 0 });
      const own = await request(t.app).get(`/api/dashboard/requests/${thread.requestId}`).set(bearer(client));
      expect(own.body.request.threadId).toBe(thread.threadId);
      expect(thread.subject).toBe(own.body.request.title);
    }
    // Looking again creates nothing new.
    expect((await threadsOf(client)).map((thread) => thread.threadId).sort()).toEqual(
      threads.map((thread) => thread.threadId).sort(),
    );
  });

  it('opens exactly one thread per request, even when first looked at several times at once', async () => {
    const late = await t.signup('late-thread@example.com');
    const legacy = await t.modules.requests.service.create({
      clientId: late.userId,
      title: 'Older request',
      description: 'Stored before threads existed.',
    });
    const lists = await Promise.all([1, 2, 3].map(() => threadsOf(late.token)));
    for (const threads of lists) expect(threads.map((thread) => thread.requestId)).toEqual([legacy.id]);
    expect(await t.storage.collection('messageThreads').count({ requestId: legacy.id })).toBe(1);
    const threadId = (await t.storage.collection('messageThreads').findOne({ requestId: legacy.id }))!.id;
    expect((await t.storage.collection('legalRequests').findById(legacy.id))!.threadId).toBe(threadId);
  });

  it('opens the thread of a request submitted through the wizard at once', async () => {
    const submitter = await t.signup('wizard-thread@example.com');
    const submitted = await request(t.app).post('/api/requests/submit').set(bearer(submitter.token)).field({
      title: 'Trademark for a bakery',
      description: 'We want to register our bakery name as a trademark nationwide.',
      category: 'Intellectual Property',
      jurisdiction: 'Texas',
      timeline: 'no_rush',
      scope: 'one_time',
      budget: 'Under $200',
    });
    expect(submitted.status).toBe(201);
    const stored = await t.storage.collection('legalRequests').findById(submitted.body.id);
    expect(stored!.threadId).toMatch(/^[a-f0-9]{24}$/);
    expect(await t.storage.collection('messageThreads').findById(stored!.threadId)).toMatchObject({
      requestId: submitted.body.id,
      clientId: submitter.userId,
    });
  });

  it('carries a client message with its attachment to staff, unread, with a 60-character preview', async () => {
    const [thread] = await threadsOf(client);
    published.length = 0;
    const long = 'Please find attached the signed NDA together with the supplier comments on clause four and five.';
    const response = await send(client, { threadId: thread!.threadId, content: long, recipientId: '1' }, [
      [GIF, 'stamp.gif'],
    ]);
    expect(response.status).toBe(201);
    expect(response.body.message).toMatchObject({
      threadId: thread!.threadId,
      senderId: clientId,
      content: long,
      aliasUsed: '',
      isRead: false,
      sender: {
        isAdmin: false,
        isAttorney: false,
        firstName: 'Casey',
        lastName: 'Morgan',
        username: 'client@lexa.local',
      },
      files: [expect.objectContaining({ originalName: 'stamp.gif', mimeType: 'image/gif', source: 'message' })],
    });
    const fileId = response.body.message.files[0].id;
    expect((await request(t.app).get(`/api/files/download/${fileId}`).set(bearer(client))).status).toBe(200);

    const staffView = (await threadsOf(admin, '', '/api/admin/messages/threads')).find(
      (candidate) => candidate.threadId === thread!.threadId,
    )!;
    expect(staffView.unreadCount).toBe(1);
    expect(staffView.lastMessage!.content).toHaveLength(60);
    expect(long.startsWith(staffView.lastMessage!.content.slice(0, 59))).toBe(true);
    expect(staffView).toMatchObject({ client: { id: clientId, email: 'client@lexa.local' } });
    expect(await unread(admin)).toBe(1);
    expect((await request(t.app).get('/api/notifications').set(bearer(admin))).body.notifications[0]).toMatchObject({
      type: 'message',
      title: 'New client message',
    });
    // A request's thread is the request's conversation: it is announced as the request's update.
    expect(published.map(({ room }) => room)).toEqual([`request-${thread!.requestId}`, 'admin-dashboard']);
    expect(published[0]!.event).toEqual({ type: 'request-update', requestId: thread!.requestId });

    // Staff read it: the client's message shows as Read.
    const read = await request(t.app).patch(`/api/messages/threads/${thread!.threadId}/read`).set(bearer(admin));
    expect(read.body).toEqual({ threadId: thread!.threadId, unreadCount: 0 });
    expect(await unread(admin)).toBe(0);
    const seen = await request(t.app).get(`/api/messages/threads/${thread!.threadId}`).set(bearer(client));
    expect(seen.body.messages.at(-1).isRead).toBe(true);
  });

  it("shows staff's reply to the client under the alias, counts it unread until read", async () => {
    const [thread] = await threadsOf(client);
    const reply = await request(t.app)
      .post('/api/admin/messages')
      .set(bearer(admin))
      .send({ threadId: thread!.threadId, content: 'Thanks, we will review it today.', aliasUsed: 'Sarah' });
    expect(reply.status).toBe(201);
    expect(reply.body.message.sender).toEqual({
      isAdmin: true,
      isAttorney: false,
      firstName: 'Avery',
      lastName: 'Admin',
      username: 'admin@lexa.local',
    });

    expect(await unread(client)).toBe(1);
    expect((await threadsOf(client, '?filter=unread')).map((candidate) => candidate.threadId)).toEqual([
      thread!.threadId,
    ]);
    const seen = await request(t.app).get(`/api/messages/threads/${thread!.threadId}`).set(bearer(client));
    expect(seen.body).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 50,
      thread: { threadId: thread!.threadId, unreadCount: 1 },
    });
    expect(seen.body.messages.at(-1)).toMatchObject({
      content: 'Thanks, we will review it today.',
      aliasUsed: 'Sarah',
      sender: { isAdmin: true, isAttorney: false, firstName: 'Sarah', lastName: '', username: '' },
    });
    expect(JSON.stringify(seen.body)).not.toContain('admin@lexa.local');
    expect((await request(t.app).get('/api/notifications').set(bearer(client))).body.notifications[0]).toMatchObject({
      type: 'message',
      requestId: thread!.requestId,
    });

    await request(t.app).patch(`/api/messages/threads/${thread!.threadId}/read`).set(bearer(client)).expect(200);
    expect(await unread(client)).toBe(0);
    expect(await threadsOf(client, '?filter=unread')).toEqual([]);
  });

  it('finds threads by subject or last message', async () => {
    const bySubject = await threadsOf(client, '?search=delaware');
    expect(bySubject.map((thread) => thread.subject)).toEqual(['Form a Delaware C-corp for a seed round']);
    expect((await threadsOf(client, '?search=review%20it')).length).toBe(1);
    expect(await threadsOf(client, '?search=.*')).toEqual([]);
  });

  it('refuses empty messages and files that are not what they claim', async () => {
    const [thread] = await threadsOf(client);
    const empty = await send(client, { threadId: thread!.threadId, content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Please enter a message or attach a file');
    const renamed = await send(client, { threadId: thread!.threadId, content: 'invoice' }, [
      [EXECUTABLE, 'invoice.pdf'],
    ]);
    expect(renamed.status).toBe(400);
    expect(renamed.body.error).toBe(
      'File "invoice.pdf" is not a supported format. Allowed: PDF, DOC, DOCX, TXT, JPG, PNG, GIF.',
    );
    const aliased = await send(client, { threadId: thread!.threadId, content: 'hi', aliasUsed: 'Boss' });
    expect(aliased.status).toBe(400);
  });

  it("keeps one client out of another's threads", async () => {
    const [thread] = await threadsOf(client);
    const stranger = await t.signup('thread-stranger@example.com');
    const attempts = [
      request(t.app).get(`/api/messages/threads/${thread!.threadId}`).set(bearer(stranger.token)),
      request(t.app).patch(`/api/messages/threads/${thread!.threadId}/read`).set(bearer(stranger.token)),
      send(stranger.token, { threadId: thread!.threadId, content: 'let me in' }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    const attorney = await t.tokenFor('attorney');
    expect((await request(t.app).get('/api/messages/threads').set(bearer(attorney))).status).toBe(403);
    expect((await request(t.app).get('/api/admin/messages/threads').set(bearer(client))).status).toBe(403);
    // The spec's userid header grants nothing.
    expect((await request(t.app).get('/api/messages/threads').set('userid', clientId)).status).toBe(401);
  });

  it('lets staff start a direct thread or write about a request, to clients only', async () => {
    const adminId = (await request(t.app).get('/api/auth/me').set(bearer(admin))).body.user.id;
    const direct = await request(t.app).post('/api/admin/messages/threads').set(bearer(admin)).send({
      type: 'direct',
      subject: 'Your invoice',
      recipientId: clientId,
      content: 'Your invoice is attached to your account.',
      aliasUsed: 'Support Team',
    });
    expect(direct.status).toBe(201);
    const threads = await threadsOf(client);
    expect(threads[0]).toMatchObject({
      threadId: direct.body.threadId,
      type: 'direct',
      subject: 'Your invoice',
      requestId: null,
      unreadCount: 1,
    });

    // Direct threads have no request: any number of them fit beside the one-thread-per-request rule.
    const second = await request(t.app)
      .post('/api/admin/messages/threads')
      .set(bearer(admin))
      .send({ type: 'direct', recipientId: clientId, content: 'One more thing.' });
    expect(second.status).toBe(201);
    expect(second.body.threadId).not.toBe(direct.body.threadId);
    expect((await threadsOf(client))[0]).toMatchObject({
      threadId: second.body.threadId,
      subject: 'Message from the legal team',
    });

    const [requestThread] = threads.filter((thread) => thread.type === 'request_linked');
    const linked = await request(t.app).post('/api/admin/messages/threads').set(bearer(admin)).send({
      type: 'request_linked',
      recipientId: clientId,
      requestId: requestThread!.requestId,
      content: 'About your request.',
    });
    expect(linked.body).toEqual({ threadId: requestThread!.threadId });

    const stranger = await t.signup('not-the-owner@example.com');
    const wrongRequest = await request(t.app).post('/api/admin/messages/threads').set(bearer(admin)).send({
      type: 'request_linked',
      recipientId: stranger.userId,
      requestId: requestThread!.requestId,
      content: 'Hi',
    });
    expect(wrongRequest.status).toBe(400);
    const toAdmin = await request(t.app)
      .post('/api/admin/messages/threads')
      .set(bearer(admin))
      .send({ type: 'direct', recipientId: adminId, content: 'Hi' });
    expect(toAdmin.status).toBe(400);
    const empty = await request(t.app)
      .post('/api/admin/messages/threads')
      .set(bearer(admin))
      .send({ type: 'direct', recipientId: clientId, content: ' ' });
    expect(empty.status).toBe(400);
  });

  it('reports messages and active threads per day, today last', async () => {
    const stats = await request(t.app).get('/api/admin/messages/stats').set(bearer(admin));
    expect(stats.status).toBe(200);
    expect(stats.body).toHaveLength(7);
    const today = stats.body.at(-1);
    expect(today.period).toBe(new Date().toISOString().slice(0, 10));
    expect(today).toEqual({ period: today.period, count: 5, threadCount: 3 });
    expect(stats.body.slice(0, 6).every((day: { count: number }) => day.count === 0)).toBe(true);
    expect((await request(t.app).get('/api/admin/messages/stats').set(bearer(client))).status).toBe(403);
  });

  it('pages a long thread from the newest messages, each page in order', async () => {
    const thread = (await threadsOf(client)).find((candidate) => candidate.subject === 'Your invoice');
    for (let index = 1; index <= 4; index += 1) {
      await request(t.app)
        .post('/api/admin/messages')
        .set(bearer(admin))
        .send({ threadId: thread!.threadId, content: `Note ${index}` })
        .expect(201);
    }
    const first = await request(t.app)
      .get(`/api/messages/threads/${thread!.threadId}?page=1&pageSize=2`)
      .set(bearer(client));
    expect(first.body.messages.map((message: { content: string }) => message.content)).toEqual(['Note 3', 'Note 4']);
    expect(first.body.total).toBe(5);
    const second = await request(t.app)
      .get(`/api/messages/threads/${thread!.threadId}?page=2&pageSize=2`)
      .set(bearer(client));
    expect(second.body.messages.map((message: { content: string }) => message.content)).toEqual(['Note 1', 'Note 2']);
  });
});
