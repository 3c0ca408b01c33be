import request from 'supertest';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A request's updates and its thread are two views of one stored list of messages. */
describe('one conversation per request', () => {
  let t: TestApp;
  let admin: string;
  let client: { token: string; userId: string };
  let requestId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    client = await t.signup('one-conversation@example.com');
    requestId = (
      await t.modules.requests.service.create({
        clientId: client.userId,
        title: 'Deposit kept',
        description: 'The landlord keeps my deposit without a reason.',
      })
    ).id;
  });
  afterAll(() => t.close());

  const threadOfRequest = async () => {
    const list = await request(t.app).get('/api/messages/threads').set(bearer(client.token));
    return list.body.threads.find((thread: { requestId: string | null }) => thread.requestId === requestId) as {
      threadId: string;
      unreadCount: number;
      lastMessage: { content: string } | null;
    };
  };

  it('shows a staff reply, a client message and an internal note in the right views, once each', async () => {
    const reply = await request(t.app)
      .post(`/api/admin/requests/${requestId}/updates`)
      .set(bearer(admin))
      .send({ message: 'We wrote to the landlord.', alias: 'Sarah' });
    expect(reply.status).toBe(201);
    const note = await request(t.app)
      .post(`/api/admin/requests/${requestId}/updates`)
      .set(bearer(admin))
      .send({ message: 'Landlord is a repeat offender', isInternal: true });
    expect(note.status).toBe(201);

    // The client's Messages shows the request's thread with the reply (same id), never the note.
    const thread = await threadOfRequest();
    expect(thread.unreadCount).toBe(1);
    expect(thread.lastMessage?.content).toBe('We wrote to the landlord.');
    const opened = await request(t.app).get(`/api/messages/threads/${thread.threadId}`).set(bearer(client.token));
    expect(opened.body.messages.map((m: { id: string }) => m.id)).toEqual([reply.body.update.id]);
    expect(opened.body.messages[0]).toMatchObject({ isInternal: false, sender: { firstName: 'Sarah' } });
    expect(JSON.stringify(opened.body)).not.toContain('repeat offender');

    // The client answers from Messages: it is the next entry of the request's updates, for both sides.
    const answer = await request(t.app)
      .post('/api/messages')
      .set(bearer(client.token))
      .field('threadId', thread.threadId)
      .field('content', 'Thank you, any news?');
    expect(answer.status).toBe(201);
    const clientView = await request(t.app)
      .get(`/api/dashboard/requests/${requestId}/updates`)
      .set(bearer(client.token));
    expect(clientView.body.updates.map((u: { message: string }) => u.message)).toEqual([
      'We wrote to the landlord.',
      'Thank you, any news?',
    ]);
    const staffView = await request(t.app).get(`/api/admin/requests/${requestId}/updates`).set(bearer(admin));
    expect(
      staffView.body.updates.map((u: { message: string; isInternal: boolean }) => [u.message, u.isInternal]),
    ).toEqual([
      ['We wrote to the landlord.', false],
      ['Landlord is a repeat offender', true],
      ['Thank you, any news?', false],
    ]);
    // Staff's Messages tab sees the note in the thread too, marked.
    const staffThread = await request(t.app).get(`/api/messages/threads/${thread.threadId}`).set(bearer(admin));
    expect(staffThread.body.messages.map((m: { isInternal: boolean }) => m.isInternal)).toEqual([false, true, false]);
    const counts = await request(t.app).get('/api/dashboard/message-counts').set(bearer(client.token));
    expect(counts.body[requestId]).toBe(2);
  });

  it('pages a long conversation from its end with a cursor, and refuses a forged cursor', async () => {
    const longRequest = await t.modules.requests.service.create({
      clientId: client.userId,
      title: 'Long matter',
      description: 'A matter with a long conversation.',
    });
    for (let i = 0; i < 25; i += 1) {
      // Messages are ordered by when they were stored; a few ms apart keeps that order unambiguous.
      await new Promise((resolve) => setTimeout(resolve, 3));
      await request(t.app)
        .post(`/api/dashboard/requests/${longRequest.id}/updates`)
        .set(bearer(client.token))
        .send({ message: `Message ${i}` });
    }
    const seen: string[] = [];
    let before: string | null | undefined;
    do {
      const page = await request(t.app)
        .get(`/api/admin/requests/${longRequest.id}/updates`)
        .query({ limit: 10, ...(before ? { before } : {}) })
        .set(bearer(admin));
      expect(page.status).toBe(200);
      expect(page.body.updates.length).toBeLessThanOrEqual(10);
      seen.unshift(...page.body.updates.map((u: { message: string }) => u.message));
      before = page.body.nextCursor;
    } while (before);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `Message ${i}`));
    const forged = await request(t.app)
      .get(`/api/admin/requests/${longRequest.id}/updates`)
      .query({ before: 'not-a-cursor' })
      .set(bearer(admin));
    expect(forged.status).toBe(400);
  });

  it('moves updates stored before conversations were one list into the thread, once, however often it runs', async () => {
    const legacyRequest = await t.modules.requests.service.create({
      clientId: client.userId,
      title: 'Old matter',
      description: 'From before the merge of conversations.',
    });
    const legacy = t.storage.collection('requestUpdates');
    const at = new Date('2025-01-02T10:00:00Z');
    await legacy.insert({
      requestId: legacyRequest.id,
      authorId: client.userId,
      authorRole: 'client',
      message: 'Old question',
      createdAt: at,
    });
    await legacy.insert({
      requestId: legacyRequest.id,
      authorId: client.userId,
      authorRole: 'admin',
      message: 'Old note',
      isInternal: true,
      createdAt: new Date(at.getTime() + 1000),
    });
    await legacy.insert({
      requestId: 'gone-request',
      authorId: client.userId,
      authorRole: 'client',
      message: 'Orphan',
    });

    expect(await t.modules.requestUpdates.migrate()).toBe(2);
    expect(await t.modules.requestUpdates.migrate()).toBe(0);
    expect(await legacy.count({})).toBe(0);
    const staffView = await request(t.app).get(`/api/admin/requests/${legacyRequest.id}/updates`).set(bearer(admin));
    expect(staffView.body.updates.map((u: { message: string }) => u.message)).toEqual(['Old question', 'Old note']);
    const clientView = await request(t.app)
      .get(`/api/dashboard/requests/${legacyRequest.id}/updates`)
      .set(bearer(client.token));
    expect(clientView.body.updates.map((u: { message: string }) => u.message)).toEqual(['Old question']);
  });

  it('gives staff the request with its client and assignee; assignment stays in the history', async () => {
    const detail = await request(t.app).get(`/api/admin/requests/${requestId}`).set(bearer(admin));
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      request: { id: requestId, title: 'Deposit kept' },
      client: { id: client.userId, email: 'one-conversation@example.com' },
      assignedAdmin: null,
    });
    expect(
      (await request(t.app).patch(`/api/admin/requests/${requestId}/assign`).set(bearer(admin)).send({})).status,
    ).toBe(200);
    const after = await request(t.app).get(`/api/admin/requests/${requestId}`).set(bearer(admin));
    expect(after.body.assignedAdmin).toMatchObject({ name: expect.stringMatching(/\S/) });
    const history = await request(t.app).get(`/api/admin/requests/${requestId}/updates`).set(bearer(admin));
    expect(history.body.updates.at(-1)).toMatchObject({
      isInternal: true,
      message: expect.stringMatching(/^Assigned to /),
    });

    expect((await request(t.app).get(`/api/admin/requests/${requestId}`).set(bearer(client.token))).status).toBe(403);
    expect((await request(t.app).get(`/api/admin/requests/${requestId}`)).status).toBe(401);
    expect((await request(t.app).get('/api/admin/requests/unknown-id').set(bearer(admin))).status).toBe(404);
  });

  it('deletes a request with everything that belongs only to it', async () => {
    const doomed = await t.modules.requests.service.create({
      clientId: client.userId,
      title: 'To be deleted',
      description: 'A request that staff delete.',
    });
    const upload = await request(t.app)
      .post(`/api/dashboard/requests/${doomed.id}/files`)
      .set(bearer(client.token))
      .attach('files', PDF, 'contract.pdf');
    expect(upload.status).toBe(201);
    const fileId = upload.body.files[0].id as string;
    const stored = await t.storage.collection('files').findById(fileId);
    await request(t.app)
      .post(`/api/admin/requests/${doomed.id}/updates`)
      .set(bearer(admin))
      .send({ message: 'Reply', alias: 'Sarah', fileIds: [] });
    await t.storage.collection('assignments').insert({ attorneyId: 'some-attorney', requestId: doomed.id });
    const threadId = (await request(t.app).get(`/api/admin/requests/${doomed.id}`).set(bearer(admin))).body.request
      .threadId as string;
    expect(await t.storage.collection('notifications').count({ requestId: doomed.id })).toBeGreaterThan(0);

    const gone = await request(t.app).delete(`/api/admin/dashboard/requests/${doomed.id}`).set(bearer(admin));
    expect(gone.status).toBe(204);
    expect(await t.storage.collection('legalRequests').findById(doomed.id)).toBeNull();
    expect(await t.storage.collection('messages').count({ threadId })).toBe(0);
    expect(await t.storage.collection('messageThreads').count({ requestId: doomed.id })).toBe(0);
    expect(await t.storage.collection('files').count({ requestId: doomed.id })).toBe(0);
    expect(await t.storage.files.open(stored!.storageId)).toBeNull();
    expect(await t.storage.collection('notifications').count({ requestId: doomed.id })).toBe(0);
    expect(await t.storage.collection('assignments').count({ requestId: doomed.id })).toBe(0);

    expect((await request(t.app).delete(`/api/admin/dashboard/requests/${doomed.id}`).set(bearer(admin))).status).toBe(
      404,
    );
    expect(
      (await request(t.app).delete(`/api/admin/dashboard/requests/${requestId}`).set(bearer(client.token))).status,
    ).toBe(403);
  });
});
