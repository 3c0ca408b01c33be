import request from 'supertest';
import { DEMO_ACCOUNTS } from '../seed/demo-data';
import type { RunningServer } from '../server';
import { openLiveSocket, startLiveServer, type DemoAccount, type LiveServer } from '../test-support/live-server';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';

const NEW_ATTORNEY = { firstName: 'Avery', lastName: 'Stone', email: 'avery.stone@example.com' };
const PASSWORD = 'attorney-pass-2026';

/** Staff create attorneys and assign them; an attorney works only the cases assigned to them, until withdrawn. */
describe('attorneys: accounts, assignment and their cases', () => {
  let t: TestApp;
  let admin: string;
  let client: { token: string; userId: string };
  /** The demo attorney: a second attorney who is never assigned to this request. */
  let otherAttorney: string;
  let attorneyId: string;
  let attorney: string;
  let requestId: string;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, otherAttorney] = await Promise.all([t.tokenFor('admin'), t.tokenFor('attorney')]);
    client = await t.signup('fresh-client@example.com');
    requestId = (
      await t.modules.requests.service.create({
        clientId: client.userId,
        title: 'Supplier contract',
        description: 'A supplier wants to change the payment terms.',
      })
    ).id;
  });
  afterAll(() => t.close());

  const notificationsOf = async (token: string) =>
    (await request(t.app).get('/api/notifications').set(bearer(token))).body.notifications as {
      title: string;
      message: string;
      requestId: string | null;
    }[];
  const messagesOf = async (token: string, path: string) =>
    (
      (await request(t.app).get(path).set(bearer(token))).body.updates as {
        message: string;
        isInternal: boolean;
        author: { role: string; name: string };
      }[]
    ).map((update) => update.message);

  it('creates an attorney who sets a password from the mailed link and signs in', async () => {
    const created = await request(t.app).post('/api/admin/attorneys').set(bearer(admin)).send(NEW_ATTORNEY);
    expect(created.status).toBe(201);
    expect(created.body.attorney).toMatchObject({
      ...NEW_ATTORNEY,
      profileStatus: 'none',
      isVerified: false,
      activeAssignments: 0,
    });
    attorneyId = created.body.attorney.id;

    // No password works until the owner sets one.
    const early = await request(t.app)
      .post('/api/attorney/login')
      .send({ email: NEW_ATTORNEY.email, password: 'anything-at-all' });
    expect(early.status).toBe(401);

    await t.settled();
    const mail = t.mail.lastTo(NEW_ATTORNEY.email)!;
    expect(mail.subject).toBe('Set your Lexa password');
    expect(mail.text).toContain('work on the requests our team assigns to you');
    const token = new RegExp(`${t.config.publicUrl}/client/reset-password\\?token=([A-Za-z0-9_-]{43})`).exec(
      mail.text,
    )![1];
    const set = await request(t.app).post('/api/auth/reset-password').send({ token, password: PASSWORD }).expect(200);
    // The shared set-password page sends the attorney to the attorney sign-in, not the client's.
    expect(set.body.signInPath).toBe('/attorney/login');
    const login = await request(t.app)
      .post('/api/attorney/login')
      .send({ email: NEW_ATTORNEY.email, password: PASSWORD });
    expect(login.status).toBe(200);
    attorney = login.body.token;
  });

  it('refuses a taken e-mail, bad input and anyone but staff', async () => {
    const taken = await request(t.app)
      .post('/api/admin/attorneys')
      .set(bearer(admin))
      .send({ ...NEW_ATTORNEY, email: 'Avery.Stone@example.com' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('EMAIL_TAKEN');
    const bad = await request(t.app)
      .post('/api/admin/attorneys')
      .set(bearer(admin))
      .send({ firstName: '', email: 'not-an-email', isAdmin: true });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect((await request(t.app).post('/api/admin/attorneys').send(NEW_ATTORNEY)).status).toBe(401);
    for (const token of [client.token, attorney]) {
      expect((await request(t.app).get('/api/admin/attorneys').set(bearer(token))).status).toBe(403);
      expect(
        (
          await request(t.app)
            .post(`/api/admin/requests/${requestId}/attorneys`)
            .set(bearer(token))
            .send({ attorneyId })
        ).status,
      ).toBe(403);
    }
  });

  it('lists attorneys with profile status and active assignments; staff alone verify', async () => {
    const list = await request(t.app).get('/api/admin/attorneys').set(bearer(admin));
    expect(list.status).toBe(200);
    const demo = list.body.attorneys.find((a: { email: string }) => a.email === DEMO_ACCOUNTS.attorney.email);
    expect(demo).toMatchObject({ profileStatus: 'public', activeAssignments: 1 });
    expect(list.body.attorneys.map((a: { id: string }) => a.id)).toContain(attorneyId);

    const verified = await request(t.app)
      .patch(`/api/admin/attorneys/${demo.id}/verification`)
      .set(bearer(admin))
      .send({ isVerified: !demo.isVerified });
    expect(verified.status).toBe(200);
    expect(verified.body.attorney).toMatchObject({ id: demo.id, isVerified: !demo.isVerified });
    const dashboard = await request(t.app).get('/api/attorney/dashboard').set(bearer(otherAttorney));
    expect(dashboard.body.profile.isVerified).toBe(!demo.isVerified);

    const noProfile = await request(t.app)
      .patch(`/api/admin/attorneys/${attorneyId}/verification`)
      .set(bearer(admin))
      .send({ isVerified: true });
    expect(noProfile.status).toBe(409);
    const notAttorney = await request(t.app)
      .patch(`/api/admin/attorneys/${client.userId}/verification`)
      .set(bearer(admin))
      .send({ isVerified: true });
    expect(notAttorney.status).toBe(404);
    const badBody = await request(t.app)
      .patch(`/api/admin/attorneys/${demo.id}/verification`)
      .set(bearer(admin))
      .send({ isVerified: 'yes' });
    expect(badBody.status).toBe(400);
  });

  it('assigns an attorney once, notes it in the history and tells the attorney', async () => {
    const bad = [{ attorneyId: 'no-such-user' }, { attorneyId: client.userId }, { attorneyId: '$where' }, {}];
    for (const body of bad) {
      const response = await request(t.app)
        .post(`/api/admin/requests/${requestId}/attorneys`)
        .set(bearer(admin))
        .send(body);
      expect(response.status).toBe(400);
    }
    const assigned = await request(t.app)
      .post(`/api/admin/requests/${requestId}/attorneys`)
      .set(bearer(admin))
      .send({ attorneyId });
    expect(assigned.status).toBe(201);
    expect(assigned.body.assignment).toEqual({
      id: expect.any(String),
      attorneyId,
      requestId,
      status: 'active',
      assignedAt: expect.any(String),
    });
    const twice = await request(t.app)
      .post(`/api/admin/requests/${requestId}/attorneys`)
      .set(bearer(admin))
      .send({ attorneyId });
    expect(twice.status).toBe(409);
    const unknownRequest = await request(t.app)
      .post('/api/admin/requests/no-such-request/attorneys')
      .set(bearer(admin))
      .send({ attorneyId });
    expect(unknownRequest.status).toBe(404);

    const onRequest = await request(t.app).get(`/api/admin/requests/${requestId}/attorneys`).set(bearer(admin));
    expect(onRequest.body.attorneys).toEqual([
      expect.objectContaining({ attorneyId, name: 'Avery Stone', email: NEW_ATTORNEY.email, status: 'active' }),
    ]);
    expect(await messagesOf(admin, `/api/admin/requests/${requestId}/updates`)).toEqual(['Assigned to Avery Stone']);
    expect(await messagesOf(client.token, `/api/dashboard/requests/${requestId}/updates`)).toEqual([]);
    expect((await notificationsOf(attorney))[0]).toMatchObject({
      title: 'New assignment',
      message: expect.stringContaining('Supplier contract'),
      requestId,
    });
    const dashboard = await request(t.app).get('/api/attorney/dashboard').set(bearer(attorney));
    expect(dashboard.body.assignments.map((a: { request: { id: string } }) => a.request.id)).toEqual([requestId]);
  });

  it('lets the assigned attorney work the case: details, replies, notes, status', async () => {
    const detail = await request(t.app).get(`/api/attorney/requests/${requestId}`).set(bearer(attorney));
    expect(detail.status).toBe(200);
    expect(detail.body.request).toMatchObject({ id: requestId, title: 'Supplier contract' });
    expect(detail.body.client.email).toBe('fresh-client@example.com');

    // A reply needs no alias: the client sees it under the attorney's own name.
    await request(t.app)
      .post(`/api/attorney/requests/${requestId}/updates`)
      .set(bearer(attorney))
      .send({ message: 'I will review the new terms today.' })
      .expect(201);
    await request(t.app)
      .post(`/api/attorney/requests/${requestId}/updates`)
      .set(bearer(attorney))
      .send({ message: 'Supplier has a history of late deliveries', isInternal: true })
      .expect(201);
    const clientView = (
      await request(t.app).get(`/api/dashboard/requests/${requestId}/updates`).set(bearer(client.token))
    ).body.updates;
    expect(clientView).toEqual([
      expect.objectContaining({
        message: 'I will review the new terms today.',
        author: { role: 'attorney', name: 'Avery Stone' },
      }),
    ]);
    expect(await messagesOf(attorney, `/api/attorney/requests/${requestId}/updates`)).toEqual([
      'Assigned to Avery Stone',
      'I will review the new terms today.',
      'Supplier has a history of late deliveries',
    ]);
    expect((await notificationsOf(client.token))[0]).toMatchObject({ title: 'New message on your request' });

    const progress = await request(t.app)
      .patch(`/api/attorney/requests/${requestId}/status`)
      .set(bearer(attorney))
      .send({ status: 'in_progress' });
    expect(progress.status).toBe(200);
    expect(progress.body.request.status).toBe('in_progress');
    for (const status of ['closed', 'submitted', 'in_review', 'done']) {
      const refused = await request(t.app)
        .patch(`/api/attorney/requests/${requestId}/status`)
        .set(bearer(attorney))
        .send({ status });
      expect(refused.status).toBe(400);
    }
    const withExtras = await request(t.app)
      .patch(`/api/attorney/requests/${requestId}/status`)
      .set(bearer(attorney))
      .send({ status: 'resolved', alias: 'Sarah' });
    expect(withExtras.status).toBe(400);
  });

  it('tells the assigned attorney when the client writes, never another attorney', async () => {
    await request(t.app)
      .post(`/api/dashboard/requests/${requestId}/updates`)
      .set(bearer(client.token))
      .send({ message: 'Thanks, the deadline is Friday.' })
      .expect(201);
    expect((await notificationsOf(attorney))[0]).toMatchObject({
      title: 'New client message',
      message: expect.stringContaining('Thanks, the deadline is Friday.'),
      requestId,
    });
    expect(JSON.stringify(await notificationsOf(otherAttorney))).not.toContain('deadline is Friday');
  });

  it('never shows the case to another attorney', async () => {
    const attempts = [
      request(t.app).get(`/api/attorney/requests/${requestId}`).set(bearer(otherAttorney)),
      request(t.app).get(`/api/attorney/requests/${requestId}/updates`).set(bearer(otherAttorney)),
      request(t.app).get(`/api/attorney/requests/${requestId}/files`).set(bearer(otherAttorney)),
      request(t.app)
        .post(`/api/attorney/requests/${requestId}/updates`)
        .set(bearer(otherAttorney))
        .send({ message: 'hello' }),
      request(t.app)
        .patch(`/api/attorney/requests/${requestId}/status`)
        .set(bearer(otherAttorney))
        .send({ status: 'resolved' }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    expect((await request(t.app).get(`/api/attorney/requests/${requestId}`).set(bearer(admin))).status).toBe(403);
    expect((await request(t.app).get(`/api/attorney/requests/${requestId}`)).status).toBe(401);
  });

  it('withdraws the attorney: the case is gone for them at once and the history says so', async () => {
    const withdrawn = await request(t.app)
      .delete(`/api/admin/requests/${requestId}/attorneys/${attorneyId}`)
      .set(bearer(admin));
    expect(withdrawn.status).toBe(204);
    for (const response of await Promise.all([
      request(t.app).get(`/api/attorney/requests/${requestId}`).set(bearer(attorney)),
      request(t.app).get(`/api/attorney/requests/${requestId}/updates`).set(bearer(attorney)),
      request(t.app)
        .patch(`/api/attorney/requests/${requestId}/status`)
        .set(bearer(attorney))
        .send({ status: 'resolved' }),
    ]))
      expect(response.status).toBe(404);
    const dashboard = await request(t.app).get('/api/attorney/dashboard').set(bearer(attorney));
    expect(dashboard.body.assignments).toEqual([]);
    expect((await messagesOf(admin, `/api/admin/requests/${requestId}/updates`)).at(-1)).toBe('Withdrew Avery Stone');
    const onRequest = await request(t.app).get(`/api/admin/requests/${requestId}/attorneys`).set(bearer(admin));
    expect(onRequest.body.attorneys).toEqual([]);
    expect(
      (await request(t.app).delete(`/api/admin/requests/${requestId}/attorneys/${attorneyId}`).set(bearer(admin)))
        .status,
    ).toBe(404);
    // A withdrawn attorney may be assigned again.
    await request(t.app)
      .post(`/api/admin/requests/${requestId}/attorneys`)
      .set(bearer(admin))
      .send({ attorneyId })
      .expect(201);
    expect((await request(t.app).get(`/api/attorney/requests/${requestId}`).set(bearer(attorney))).status).toBe(200);
  });
});

/** The real server with /ws: withdrawing an attorney drops their live subscription to the request at once. */
describe("withdrawal drops the attorney's live subscription", () => {
  let liveServer: LiveServer;
  let server: RunningServer;
  let tokens: Record<DemoAccount, string>;
  let requestId: string;
  let attorneyId: string;

  const call = async (method: string, path: string, token: string, body?: unknown) =>
    fetch(server.url + path, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** A socket signed in with `token`. */
  async function socket(token: string) {
    const ws = await openLiveSocket(server.url);
    ws.send({ type: 'auth', token });
    await ws.next((message) => message.type === 'authenticated');
    return ws;
  }

  beforeAll(async () => {
    liveServer = await startLiveServer();
    server = liveServer.server;
    tokens = await liveServer.demoTokens();
    const dashboard = await call('GET', '/api/attorney/dashboard', tokens.attorney!);
    requestId = ((await dashboard.json()) as { assignments: { request: { id: string } }[] }).assignments[0]!.request.id;
    const me = await call('GET', '/api/auth/me', tokens.attorney!);
    attorneyId = ((await me.json()) as { user: { id: string } }).user.id;
  });
  afterAll(() => liveServer.close());

  it('tells the socket it left the room, sends it nothing more and refuses a new join', async () => {
    const room = `request-${requestId}`;
    const live = await socket(tokens.attorney!);
    live.send({ type: 'join', room });
    expect(await live.next((message) => message.type === 'joined')).toEqual({ type: 'joined', room });

    expect(
      (await call('DELETE', `/api/admin/requests/${requestId}/attorneys/${attorneyId}`, tokens.admin!)).status,
    ).toBe(204);
    expect(await live.next((message) => message.type === 'left')).toEqual({ type: 'left', room });

    // The client writes: the room hears it, the withdrawn attorney does not.
    const clientSocket = await socket(tokens.client!);
    clientSocket.send({ type: 'join', room });
    await clientSocket.next((message) => message.type === 'joined');
    expect(
      (await call('POST', `/api/dashboard/requests/${requestId}/updates`, tokens.client!, { message: 'Hi' })).status,
    ).toBe(201);
    await clientSocket.next((message) => message.type === 'request-update');
    // A join sent after the update is answered after it: anything published in between would already have arrived.
    live.send({ type: 'join', room });
    expect(await live.next((message) => message.type === 'error')).toMatchObject({ room });
    expect(live.received.filter((message) => message.type === 'request-update')).toEqual([]);
    live.close();
    clientSocket.close();
  });
});
