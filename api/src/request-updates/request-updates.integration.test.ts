import request from 'supertest';
import { LINK_TTL_MS } from '../platform/files/links';
import type { EventPublisher } from '../platform/realtime/events';
import type { RunningServer } from '../server';
import { makePdf } from '../test-support/documents';
import { openLiveSocket, startLiveServer, type DemoAccount, type LiveServer } from '../test-support/live-server';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';

/** A Windows program: what a renamed executable starts with. */
const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 1)]);

describe('request updates, files, status and assignment', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  let attorney: string;
  let clientId: string;
  /** The demo client's request assigned to the demo attorney, and one that is not. */
  let assigned: string;
  let unassigned: string;
  let unassignedTitle: string;
  let other: { token: string; userId: string; requestId: string };
  const published: { room: string; event: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    [admin, client, attorney] = await Promise.all([t.tokenFor('admin'), t.tokenFor('client'), t.tokenFor('attorney')]);
    const fake: EventPublisher = { publish: (room, event) => published.push({ room, event }) };
    t.events.connect(fake);
    clientId = (await request(t.app).get('/api/auth/me').set(bearer(client))).body.user.id;
    const dashboard = await request(t.app).get('/api/attorney/dashboard').set(bearer(attorney));
    assigned = dashboard.body.assignments[0].request.id;
    const own = await request(t.app).get('/api/dashboard/requests').set(bearer(client));
    ({ id: unassigned, title: unassignedTitle } = own.body.requests.find((r: { id: string }) => r.id !== assigned));
    const stranger = await t.signup('other-client@example.com');
    const theirs = await t.modules.requests.service.create({
      clientId: stranger.userId,
      title: 'Lease dispute',
      description: 'Our landlord keeps the deposit.',
    });
    other = { ...stranger, requestId: theirs.id };
  });
  afterAll(() => t.close());

  const notificationsOf = async (token: string) =>
    (await request(t.app).get('/api/notifications').set(bearer(token))).body.notifications as Record<string, unknown>[];
  const updatesOf = async (token: string, path: string) =>
    (await request(t.app).get(path).set(bearer(token))).body.updates as Record<string, unknown>[];

  it("shows staff's reply to the client under the alias, notifies them and tells both rooms", async () => {
    published.length = 0;
    const reply = await request(t.app)
      .post(`/api/admin/requests/${assigned}/updates`)
      .set(bearer(admin))
      .send({ message: 'We have reviewed the NDA; clause 4 needs changes.', isInternal: false, alias: 'Sarah' });
    expect(reply.status).toBe(201);
    expect(reply.body.update).toMatchObject({
      isInternal: false,
      adminAlias: 'Sarah',
      author: { role: 'admin', name: 'Avery Admin' },
    });

    const seen = await updatesOf(client, `/api/dashboard/requests/${assigned}/updates`);
    expect(seen.at(-1)).toEqual({
      id: reply.body.update.id,
      message: 'We have reviewed the NDA; clause 4 needs changes.',
      isInternal: false,
      adminAlias: 'Sarah',
      createdAt: expect.any(String),
      files: [],
      author: { role: 'admin', name: 'Sarah' },
    });
    expect((await notificationsOf(client))[0]).toMatchObject({ type: 'message', requestId: assigned, isRead: false });
    expect(published).toEqual([
      { room: `request-${assigned}`, event: { type: 'request-update', requestId: assigned } },
      { room: 'admin-dashboard', event: { type: 'request-update', requestId: assigned } },
    ]);
  });

  it('keeps internal notes from the client: not in updates, counts, notifications or their room', async () => {
    const countsBefore = (await request(t.app).get('/api/dashboard/message-counts').set(bearer(client))).body;
    const bellBefore = await notificationsOf(client);
    published.length = 0;

    const note = await request(t.app)
      .post(`/api/admin/requests/${assigned}/updates`)
      .set(bearer(admin))
      .send({ message: 'Client seems price-sensitive; do not quote above $500.', isInternal: true });
    expect(note.status).toBe(201);
    expect(note.body.update).toMatchObject({ isInternal: true, adminAlias: '' });
    // A status change with an internal note: the client learns the status, never the note.
    const status = await request(t.app)
      .patch(`/api/admin/requests/${assigned}/status`)
      .set(bearer(admin))
      .send({ status: 'in_progress', message: 'Internal: waiting for the partner to sign off.', isInternal: true });
    expect(status.status).toBe(200);

    const seen = await updatesOf(client, `/api/dashboard/requests/${assigned}/updates`);
    expect(seen.some((update) => update.isInternal)).toBe(false);
    expect(JSON.stringify(seen)).not.toMatch(/price-sensitive|partner/);
    expect((await request(t.app).get('/api/dashboard/message-counts').set(bearer(client))).body).toEqual(countsBefore);
    const bell = await notificationsOf(client);
    expect(bell.length).toBe(bellBefore.length + 1);
    expect(bell[0]).toMatchObject({
      type: 'status_update',
      message: '"Review of a mutual NDA with a supplier" is now In Progress.',
    });
    expect(JSON.stringify(bell)).not.toMatch(/price-sensitive|partner/);
    // The note itself went to the admin room only; the status change reached the client's room with ids only.
    expect(published[0]).toEqual({ room: 'admin-dashboard', event: { type: 'request-update', requestId: assigned } });
    for (const { event } of published) expect(Object.keys(event).sort()).toEqual(['requestId', 'type']);

    // Staff see the notes: admins, and the attorney assigned to the request.
    for (const path of [`/api/admin/requests/${assigned}/updates`, `/api/attorney/requests/${assigned}/updates`]) {
      const staff = await updatesOf(path.includes('attorney') ? attorney : admin, path);
      expect(staff.filter((update) => update.isInternal).map((update) => update.message)).toEqual([
        'Client seems price-sensitive; do not quote above $500.',
        'Internal: waiting for the partner to sign off.',
      ]);
    }
  });

  it('counts only what the client can see, per request', async () => {
    const counts = (await request(t.app).get('/api/dashboard/message-counts').set(bearer(client))).body;
    expect(Object.keys(counts)).toHaveLength(3);
    expect(counts[assigned]).toBe(1);
    expect(counts[unassigned]).toBe(0);
  });

  it('requires an alias for client-facing staff messages, and changes nothing when refused', async () => {
    const before = (await t.storage.collection('legalRequests').findById(unassigned))!.status;
    const refused = [
      await request(t.app)
        .post(`/api/admin/requests/${unassigned}/updates`)
        .set(bearer(admin))
        .send({ message: 'Hello there' }),
      await request(t.app)
        .patch(`/api/admin/requests/${unassigned}/status`)
        .set(bearer(admin))
        .send({ status: 'closed', message: 'Closing this.' }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Please select an alias for client messages');
    }
    expect((await t.storage.collection('legalRequests').findById(unassigned))!.status).toBe(before);
    expect((await updatesOf(admin, `/api/admin/requests/${unassigned}/updates`)).length).toBe(0);
  });

  it('lets staff set any status; the client is notified and sees it, with the message under the alias', async () => {
    for (const status of ['submitted', 'in_review', 'in_progress', 'resolved', 'closed'] as const) {
      published.length = 0;
      const response = await request(t.app)
        .patch(`/api/admin/requests/${unassigned}/status`)
        .set(bearer(admin))
        .send({ status, message: `Now ${status}`, isInternal: false, alias: 'Support Team' });
      expect(response.status).toBe(200);
      expect(response.body.request.status).toBe(status);
      expect(response.body.update).toMatchObject({ message: `Now ${status}`, adminAlias: 'Support Team' });
      expect(published.map(({ room }) => room)).toEqual([`request-${unassigned}`, 'admin-dashboard']);
    }
    const own = await request(t.app).get(`/api/dashboard/requests/${unassigned}`).set(bearer(client));
    expect(own.body.request.status).toBe('closed');
    const bell = await notificationsOf(client);
    expect(bell[0]).toMatchObject({
      type: 'status_update',
      title: 'Request status updated',
      message: `"${unassignedTitle}" is now Closed.`,
      requestId: unassigned,
    });
    const bad = await request(t.app)
      .patch(`/api/admin/requests/${unassigned}/status`)
      .set(bearer(admin))
      .send({ status: 'done' });
    expect(bad.status).toBe(400);
  });

  it('assigns the request to the calling admin', async () => {
    const response = await request(t.app).patch(`/api/admin/requests/${unassigned}/assign`).set(bearer(admin)).send({});
    expect(response.status).toBe(200);
    const adminId = (await request(t.app).get('/api/auth/me').set(bearer(admin))).body.user.id;
    expect(response.body).toMatchObject({ assignedAdminId: adminId, request: { id: unassigned } });
    expect((await t.storage.collection('legalRequests').findById(unassigned))!.assignedAdminId).toBe(adminId);
    expect(
      (await request(t.app).patch(`/api/admin/requests/${unassigned}/assign`).set(bearer(client)).send({})).status,
    ).toBe(403);
  });

  it('lets the client post, never an internal note, and tells the legal team', async () => {
    const internal = await request(t.app)
      .post(`/api/dashboard/requests/${assigned}/updates`)
      .set(bearer(client))
      .send({ message: 'Secret', isInternal: true });
    expect(internal.status).toBe(400);
    expect(internal.body.error).toBe('Clients cannot post internal notes');
    const aliased = await request(t.app)
      .post(`/api/dashboard/requests/${assigned}/updates`)
      .set(bearer(client))
      .send({ message: 'Hi', alias: 'Boss' });
    expect(aliased.status).toBe(400);
    const empty = await request(t.app)
      .post(`/api/dashboard/requests/${assigned}/updates`)
      .set(bearer(client))
      .send({ message: '   ', fileIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Please enter a message or attach a file');

    const posted = await request(t.app)
      .post(`/api/dashboard/requests/${assigned}/updates`)
      .set(bearer(client))
      .send({ message: 'Thanks, what changes to clause 4?', fileIds: [], isInternal: false });
    expect(posted.status).toBe(201);
    expect(posted.body.update.author).toEqual({ role: 'client', name: 'Casey Morgan' });
    expect((await notificationsOf(admin))[0]).toMatchObject({
      type: 'message',
      title: 'New client message',
      requestId: assigned,
    });
    // The assigned attorney reads and answers too, under their own name.
    const answer = await request(t.app)
      .post(`/api/attorney/requests/${assigned}/updates`)
      .set(bearer(attorney))
      .send({ message: 'The term should be 2 years.' });
    expect(answer.status).toBe(201);
    expect((await updatesOf(client, `/api/dashboard/requests/${assigned}/updates`)).at(-1)).toMatchObject({
      author: { role: 'attorney', name: 'Jordan Reyes' },
    });
  });

  it("keeps client B out of client A's request: updates, files, uploads and downloads", async () => {
    const pdf = await makePdf('Confidential NDA draft');
    const uploaded = await request(t.app)
      .post(`/api/dashboard/requests/${assigned}/files`)
      .set(bearer(client))
      .attach('files', pdf, { filename: 'nda.pdf', contentType: 'application/pdf' });
    expect(uploaded.status).toBe(201);
    const fileId = uploaded.body.files[0].id;
    const blobsBefore = await t.storage.collection('files').count({});

    const stranger = other.token;
    const attempts = [
      request(t.app).get(`/api/dashboard/requests/${assigned}/updates`).set(bearer(stranger)),
      request(t.app)
        .post(`/api/dashboard/requests/${assigned}/updates`)
        .set(bearer(stranger))
        .send({ message: 'let me in' }),
      request(t.app).get(`/api/dashboard/requests/${assigned}/files`).set(bearer(stranger)),
      request(t.app)
        .post(`/api/dashboard/requests/${assigned}/files`)
        .set(bearer(stranger))
        .attach('files', pdf, { filename: 'x.pdf', contentType: 'application/pdf' }),
      request(t.app)
        .post('/api/dashboard/files/upload')
        .set(bearer(stranger))
        .field('requestId', assigned)
        .attach('file', pdf, { filename: 'x.pdf', contentType: 'application/pdf' }),
      request(t.app).get(`/api/files/download/${fileId}`).set(bearer(stranger)),
      // Another client's own request: not this client's either; nor may an attorney open a request not assigned to them.
      request(t.app).get(`/api/dashboard/requests/${other.requestId}/updates`).set(bearer(client)),
      request(t.app).get(`/api/attorney/requests/${unassigned}/updates`).set(bearer(attorney)),
      request(t.app).post(`/api/attorney/requests/${unassigned}/updates`).set(bearer(attorney)).send({ message: 'hi' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
    expect(await t.storage.collection('files').count({})).toBe(blobsBefore);
    expect((await request(t.app).get(`/api/files/download/${fileId}`).set(bearer(client))).status).toBe(200);
    expect((await request(t.app).get(`/api/files/download/${fileId}`).set(bearer(attorney))).status).toBe(200);
    expect((await request(t.app).get(`/api/admin/requests/${assigned}/updates`).set(bearer(client))).status).toBe(403);
    expect((await request(t.app).get(`/api/attorney/requests/${assigned}/updates`).set(bearer(admin))).status).toBe(
      403,
    );
    // The spec's identity headers grant nothing.
    const headers = await request(t.app)
      .get(`/api/dashboard/requests/${assigned}/updates`)
      .set({ userid: clientId, 'admin-auth': 'authenticated' });
    expect(headers.status).toBe(401);
  });

  it('accepts request files by content, with the spec wording, and tells the legal team', async () => {
    const before = await t.storage.collection('files').count({});
    const renamed = await request(t.app)
      .post(`/api/dashboard/requests/${unassigned}/files`)
      .set(bearer(client))
      .attach('files', EXECUTABLE, { filename: 'invoice.pdf', contentType: 'application/pdf' });
    expect(renamed.status).toBe(400);
    expect(renamed.body).toEqual({
      error: 'File "invoice.pdf" is not a supported format. Allowed: PDF, DOC, DOCX, TXT, JPG, PNG.',
      code: 'UNSUPPORTED_FILE_TYPE',
    });
    const gif = await request(t.app)
      .post(`/api/dashboard/requests/${unassigned}/files`)
      .set(bearer(client))
      .attach('files', GIF, 'animation.gif');
    expect(gif.status).toBe(400);
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const tooLarge = await request(t.app)
      .post(`/api/dashboard/requests/${unassigned}/files`)
      .set(bearer(client))
      .attach('files', big, 'scan.pdf');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toBe('File "scan.pdf" is too large. Maximum size is 10MB.');
    expect(await t.storage.collection('files').count({})).toBe(before);

    const ok = await request(t.app)
      .post(`/api/dashboard/requests/${unassigned}/files`)
      .set(bearer(client))
      .attach('files', PNG, { filename: 'photo.png', contentType: 'image/png' })
      .attach('files', Buffer.from('Meeting notes: deposit due 1 May.'), {
        filename: 'notes.txt',
        contentType: 'text/plain',
      });
    expect(ok.status).toBe(201);
    expect(
      ok.body.files.map((file: { originalName: string; mimeType: string; source: string }) => [
        file.originalName,
        file.mimeType,
        file.source,
      ]),
    ).toEqual([
      ['photo.png', 'image/png', 'request'],
      ['notes.txt', 'text/plain; charset=utf-8', 'request'],
    ]);
    expect((await notificationsOf(admin))[0]).toMatchObject({
      type: 'file_upload',
      message: expect.stringContaining('photo.png, notes.txt'),
      requestId: unassigned,
    });
    const listed = await request(t.app).get(`/api/dashboard/requests/${unassigned}/files`).set(bearer(client));
    expect(listed.body.files.map((file: { originalName: string }) => file.originalName)).toEqual([
      'photo.png',
      'notes.txt',
    ]);

    // The client attaches their own uploads to a message, never another request's or someone else's.
    const withFile = await request(t.app)
      .post(`/api/dashboard/requests/${unassigned}/updates`)
      .set(bearer(client))
      .send({ message: '', fileIds: [ok.body.files[0].id] });
    expect(withFile.status).toBe(201);
    expect(withFile.body.update.files).toEqual([
      expect.objectContaining({ id: ok.body.files[0].id, filePath: `/api/files/download/${ok.body.files[0].id}` }),
    ]);
    const wrongRequest = await request(t.app)
      .post(`/api/dashboard/requests/${assigned}/updates`)
      .set(bearer(client))
      .send({ message: 'x', fileIds: [ok.body.files[0].id] });
    expect(wrongRequest.status).toBe(400);
  });

  it("keeps staff's uploads staff-only until they are shared in a client-facing message", async () => {
    const uploaded = await request(t.app)
      .post(`/api/admin/requests/${assigned}/files`)
      .set(bearer(admin))
      .attach('files', Buffer.from('Draft engagement letter, internal version.'), 'engagement.txt');
    expect(uploaded.status).toBe(201);
    const fileId = uploaded.body.files[0].id;
    const clientFiles = async () =>
      (await request(t.app).get(`/api/dashboard/requests/${assigned}/files`).set(bearer(client))).body.files.map(
        (file: { id: string }) => file.id,
      );
    const myFiles = async () =>
      (await request(t.app).get('/api/dashboard/files').set(bearer(client))).body.files.map(
        (file: { id: string }) => file.id,
      );

    // Attached to an internal note, it stays hidden; a client cannot attach it either.
    await request(t.app)
      .post(`/api/admin/requests/${assigned}/updates`)
      .set(bearer(admin))
      .send({ message: 'For review', isInternal: true, fileIds: [fileId] })
      .expect(201);
    expect(await clientFiles()).not.toContain(fileId);
    expect(await myFiles()).not.toContain(fileId);
    expect((await request(t.app).get(`/api/files/download/${fileId}`).set(bearer(client))).status).toBe(404);
    expect(JSON.stringify(await updatesOf(client, `/api/dashboard/requests/${assigned}/updates`))).not.toContain(
      fileId,
    );
    expect(
      (
        await request(t.app)
          .post(`/api/dashboard/requests/${assigned}/updates`)
          .set(bearer(client))
          .send({ message: 'mine?', fileIds: [fileId] })
      ).status,
    ).toBe(400);

    await request(t.app)
      .post(`/api/admin/requests/${assigned}/updates`)
      .set(bearer(admin))
      .send({ message: 'Here is the engagement letter.', alias: 'Sarah', fileIds: [fileId] })
      .expect(201);
    expect(await clientFiles()).toContain(fileId);
    expect((await request(t.app).get(`/api/files/download/${fileId}`).set(bearer(client))).status).toBe(200);
  });

  it("lists the client's files with their requests, paginated, and takes the dashboard upload", async () => {
    const pdf = await makePdf('Signed lease');
    const refused = await request(t.app)
      .post('/api/dashboard/files/upload')
      .set(bearer(client))
      .field('requestId', unassigned)
      .attach('file', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'old.doc');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('File "old.doc" is not a supported format. Allowed: PDF, DOCX, PNG, JPG, TXT.');
    const uploaded = await request(t.app)
      .post('/api/dashboard/files/upload')
      .set(bearer(client))
      .field('requestId', unassigned)
      .attach('file', pdf, { filename: 'lease.pdf', contentType: 'application/pdf' });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.file).toMatchObject({
      originalName: 'lease.pdf',
      size: pdf.length,
      requestId: unassigned,
      filePath: `/api/files/download/${uploaded.body.file.id}`,
    });

    const page = await request(t.app).get('/api/dashboard/files?page=1&pageSize=2').set(bearer(client));
    expect(page.body).toMatchObject({ page: 1, pageSize: 2, total: expect.any(Number) });
    expect(page.body.total).toBeGreaterThan(2);
    expect(page.body.files[0]).toMatchObject({
      id: uploaded.body.file.id,
      requestTitle: unassignedTitle,
      requestNumber: expect.stringMatching(/^LR-/),
      createdAt: expect.any(String),
    });
    const theirs = await request(t.app).get('/api/dashboard/files').set(bearer(other.token));
    expect(theirs.body).toEqual({ files: [], total: 0, page: 1, pageSize: 20 });
  });

  it("uploads a composer attachment, links it to the caller's request and attaches it", async () => {
    const uploaded = await request(t.app)
      .post('/api/files/upload-message')
      .set(bearer(client))
      .attach('file', PNG, 'screenshot.png');
    expect(uploaded.status).toBe(201);
    const fileId = uploaded.body.file.id;
    expect(
      (
        await request(t.app)
          .post(`/api/files/${fileId}/associate-request`)
          .set(bearer(other.token))
          .send({ requestId: other.requestId })
      ).status,
    ).toBe(404);
    const linked = await request(t.app)
      .post(`/api/files/${fileId}/associate-request`)
      .set(bearer(client))
      .send({ requestId: unassigned });
    expect(linked.status).toBe(200);
    expect(linked.body.file).toMatchObject({ id: fileId, requestId: unassigned });
    const posted = await request(t.app)
      .post(`/api/dashboard/requests/${unassigned}/updates`)
      .set(bearer(client))
      .send({ message: 'See screenshot', fileIds: [fileId] });
    expect(posted.status).toBe(201);
  });

  describe('downloads and signed links', () => {
    let fileId: string;
    let pdf: Buffer;

    beforeAll(async () => {
      pdf = await makePdf('Link me');
      const uploaded = await request(t.app)
        .post(`/api/dashboard/requests/${unassigned}/files`)
        .set(bearer(client))
        .attach('files', pdf, 'link.pdf');
      fileId = uploaded.body.files[0].id;
    });

    it('lists every file for admins with a direct link, and only for admins', async () => {
      const list = await request(t.app).get('/api/admin/files?pageSize=100').set(bearer(admin));
      expect(list.status).toBe(200);
      const listed = list.body.files.find((file: { id: string }) => file.id === fileId);
      expect(listed).toMatchObject({
        originalName: 'link.pdf',
        source: 'request',
        requestNumber: expect.stringMatching(/^LR-/),
        uploadedBy: clientId,
        internal: false,
      });
      expect(listed.directLink).toMatch(new RegExp(`/api/files/download/${fileId}\\?token=`));
      expect((await request(t.app).get('/api/admin/files').set(bearer(client))).status).toBe(403);
      expect((await request(t.app).post(`/api/admin/files/${fileId}/link`).set(bearer(client))).status).toBe(403);
    });

    it('opens one file without a session for 10 minutes, then never again', async () => {
      const created = await request(t.app).post(`/api/admin/files/${fileId}/link`).set(bearer(admin)).send({});
      expect(created.status).toBe(200);
      const url = new URL(created.body.url);
      expect(url.pathname).toBe(`/api/files/download/${fileId}`);
      const path = url.pathname + url.search;

      const opened = await request(t.app)
        .get(path)
        .buffer(true)
        .parse((res, callback) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => callback(null, Buffer.concat(chunks)));
        });
      expect(opened.status).toBe(200);
      expect(Buffer.compare(opened.body as Buffer, pdf)).toBe(0);

      // Not for another file, not tampered with, not a bearer token in its place.
      const token = url.searchParams.get('token')!;
      const otherFile = (await t.storage.collection('files').findOne({ id: { $ne: fileId } }))!.id;
      expect(
        (await request(t.app).get(`/api/files/download/${otherFile}?token=${encodeURIComponent(token)}`)).status,
      ).toBe(403);
      expect(
        (
          await request(t.app).get(
            `${url.pathname}?token=${encodeURIComponent(token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))}`,
          )
        ).status,
      ).toBe(403);
      expect((await request(t.app).get(`${url.pathname}?token=${encodeURIComponent(client)}`)).status).toBe(403);

      t.clock.advance(LINK_TTL_MS + 1000);
      const expired = await request(t.app).get(path);
      expect(expired.status).toBe(403);
      expect(expired.body.error).toBe('This download link is invalid or has expired.');
    });
  });
});

/** The real server with /ws: a staff reply reaches the client's open socket within a second; a note never does. */
describe('live request updates over /ws', () => {
  let live: LiveServer;
  let server: RunningServer;
  let tokens: Record<DemoAccount, string>;
  let requestId: string;

  /** A socket signed in with `token` that has joined `room`. */
  async function socket(token: string, room: string) {
    const ws = await openLiveSocket(server.url);
    ws.send({ type: 'auth', token });
    await ws.waitFor((message) => message.type === 'authenticated', 2000);
    ws.send({ type: 'join', room });
    expect(await ws.waitFor((message) => message.type === 'joined', 2000)).toEqual({ type: 'joined', room });
    return ws;
  }

  const call = (path: string, token: string, body: unknown) =>
    fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    live = await startLiveServer();
    server = live.server;
    tokens = await live.demoTokens();
    requestId = await live.demoClientRequestId(tokens.client);
  });
  afterAll(() => live.close());

  it("pushes a staff reply to the client's room within a second, and an internal note only to staff", async () => {
    const client = await socket(tokens.client!, `request-${requestId}`);
    const admins = await socket(tokens.admin!, 'admin-dashboard');
    const isUpdate = (message: Record<string, unknown>) => message.type === 'request-update';

    const sent = Date.now();
    expect(
      (
        await call(`/api/admin/requests/${requestId}/updates`, tokens.admin!, {
          message: 'Your documents are ready.',
          alias: 'Sarah',
        })
      ).status,
    ).toBe(201);
    expect(await client.waitFor(isUpdate, 1000)).toEqual({ type: 'request-update', requestId });
    expect(Date.now() - sent).toBeLessThan(1000);
    expect(await admins.waitFor(isUpdate, 1000)).toEqual({ type: 'request-update', requestId });
    // What the event announces is there for the client to fetch.
    const updates = await fetch(`${server.url}/api/dashboard/requests/${requestId}/updates`, {
      headers: { authorization: `Bearer ${tokens.client}` },
    });
    expect(((await updates.json()) as { updates: { message: string }[] }).updates.at(-1)!.message).toBe(
      'Your documents are ready.',
    );

    expect(
      (
        await call(`/api/admin/requests/${requestId}/updates`, tokens.admin!, {
          message: 'Internal only',
          isInternal: true,
        })
      ).status,
    ).toBe(201);
    expect(await admins.waitFor(isUpdate, 1000)).toEqual({ type: 'request-update', requestId });
    expect(await client.waitFor(() => true, 500)).toBeNull();
    client.close();
    admins.close();
  });
});
