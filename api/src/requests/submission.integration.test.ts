import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import request from 'supertest';
import type { EventPublisher } from '../platform/realtime/events';
import { openLiveSocket, startLiveServer } from '../test-support/live-server';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';

function smallPdf(text: string): Promise<Buffer> {
  const document = new PDFDocument({ size: 'A5' });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));
  document.text(text);
  document.end();
  return done;
}

/** A Windows program: what a renamed executable starts with. */
const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

const FIELDS = {
  title: 'Supplier contract review',
  description: 'A supplier sent us a two-year contract with an exclusivity clause we do not understand.',
  category: 'Contract Review',
  jurisdiction: 'California, USA',
  timeline: 'this_week',
  scope: 'one_time',
  budget: '$500 - $1,000',
  contactName: 'Ana Baker',
  contactEmail: 'ana@example.com',
  contactPhone: '',
};

interface Attachment {
  name: string;
  content: Buffer;
  type?: string;
}

// Real uploads (one of 10 MB), PDFs and a real server: generous on a busy two-core box.
jest.setTimeout(20_000);

describe('request submission from the intake wizard', () => {
  let t: TestApp;
  let admin: string;
  const published: { room: string; event: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const fake: EventPublisher = { publish: (room, event) => published.push({ room, event }) };
    t.events.connect(fake);
  });
  afterAll(() => t.close());

  const submit = (token: string | null, fields: Record<string, string>, files: Attachment[] = []) => {
    const call = request(t.app).post('/api/requests/submit');
    if (token) call.set(bearer(token));
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    for (const file of files)
      call.attach('files', file.content, { filename: file.name, contentType: file.type ?? 'application/octet-stream' });
    return call;
  };

  /** What the store holds: requests, file records and file contents on disk. */
  const storeCounts = async () => ({
    requests: await t.storage.collection('legalRequests').count({}),
    files: await t.storage.collection('files').count({}),
    contents: (await readdir(join(t.config.dataDir, 'files')).catch(() => [] as string[])).length,
  });

  it('stores the request with its files, links the chat, notifies the team and publishes the update', async () => {
    const sessionId = `session_${Date.now()}_wizard`;
    await request(t.app).post('/api/chat/init').send({ sessionId }).expect(200);
    const client = await t.signup('ana@example.com');
    const pdf = await smallPdf('Supplier agreement, clause 7: exclusivity for 24 months.');
    const txt = Buffer.from(
      'Notes: the supplier wants exclusivity — café owners in Zürich say this is unusual.\n',
      'utf8',
    );
    published.length = 0;

    const response = await submit(client.token, { ...FIELDS, sessionId }, [
      { name: 'agreement.pdf', content: pdf, type: 'application/pdf' },
      { name: 'notes.txt', content: txt, type: 'text/plain' },
    ]);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      requestNumber: expect.stringMatching(/^LR-\d{6}-[A-Z0-9]{4}$/),
    });
    const { id, requestNumber } = response.body;

    // The client sees it in their dashboard, as submitted.
    const own = await request(t.app).get('/api/dashboard/requests').set(bearer(client.token));
    expect(own.body.total).toBe(1);
    expect(own.body.requests[0]).toMatchObject({
      id,
      requestNumber,
      ...FIELDS,
      status: 'submitted',
      priority: 'medium',
      clientId: client.userId,
    });
    // Admins see it too.
    const all = await request(t.app).get('/api/admin/requests').set(bearer(admin));
    expect(all.body.requests.map((r: { id: string }) => r.id)).toContain(id);

    // The files are the request's, and come back byte for byte to their owner.
    const files = await t.storage.collection('files').find({ requestId: id }, { sort: { originalName: 1 } });
    expect(
      files.map(({ originalName, source, mimeType, ownerId, uploadedBy }) => ({
        originalName,
        source,
        mimeType,
        ownerId,
        uploadedBy,
      })),
    ).toEqual([
      {
        originalName: 'agreement.pdf',
        source: 'request',
        mimeType: 'application/pdf',
        ownerId: client.userId,
        uploadedBy: client.userId,
      },
      {
        originalName: 'notes.txt',
        source: 'request',
        mimeType: 'text/plain; charset=utf-8',
        ownerId: client.userId,
        uploadedBy: client.userId,
      },
    ]);
    for (const [file, content] of [
      [files[0]!, pdf],
      [files[1]!, txt],
    ] as const) {
      const download = await request(t.app)
        .get(`/api/files/download/${file.id}`)
        .set(bearer(client.token))
        .buffer(true)
        .parse((res, callback) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => callback(null, Buffer.concat(chunks)));
        });
      expect(download.status).toBe(200);
      expect(Buffer.compare(download.body as Buffer, content)).toBe(0);
    }
    expect((await t.modules.files.service.readText(files[0]!))?.replace(/\s+/g, ' ')).toContain(
      'exclusivity for 24 months',
    );

    // The chat that led here is linked to the request and to the client.
    const chat = await t.storage.collection('chatSessions').findOne({ sessionId });
    expect(chat).toMatchObject({ requestId: id, userId: client.userId });
    expect((await t.storage.collection('legalRequests').findById(id))!.sessionId).toBe(sessionId);

    // Every admin is notified, and the admin dashboard hears about it live.
    const bell = await request(t.app).get('/api/notifications').set(bearer(admin));
    expect(bell.body.notifications[0]).toMatchObject({
      type: 'system',
      title: 'New legal request',
      message: `${requestNumber}: ${FIELDS.title}`,
      requestId: id,
      isRead: false,
    });
    expect(published).toEqual([{ room: 'admin-dashboard', event: { type: 'request-update', requestId: id } }]);
  });

  it('fills the contact details from the account when the wizard leaves them blank', async () => {
    const client = await t.signup('blank-contact@example.com');
    const response = await submit(client.token, { ...FIELDS, contactName: '', contactEmail: '', sessionId: '' });
    expect(response.status).toBe(201);
    const stored = await t.storage.collection('legalRequests').findById(response.body.id);
    expect(stored).toMatchObject({
      contactName: 'Test User',
      contactEmail: 'blank-contact@example.com',
      sessionId: '',
    });
    expect(await t.storage.collection('files').count({ requestId: response.body.id })).toBe(0);
  });

  it('files a request needed today (the wizard preselects it for an urgent analysis) as urgent for staff', async () => {
    const client = await t.signup('urgent-timeline@example.com');
    const response = await submit(client.token, { ...FIELDS, timeline: 'today', sessionId: '' });
    expect(response.status).toBe(201);
    const stored = await t.storage.collection('legalRequests').findById(response.body.id);
    expect(stored).toMatchObject({ timeline: 'today', priority: 'urgent' });
  });

  it('does not link a chat that belongs to someone else', async () => {
    const sessionId = `session_${Date.now()}_shared`;
    const owner = await t.signup('chat-owner@example.com');
    await request(t.app).post('/api/chat/init').set(bearer(owner.token)).send({ sessionId }).expect(200);
    const other = await t.signup('other-submitter@example.com');
    expect((await submit(other.token, { ...FIELDS, sessionId })).status).toBe(201);
    const chat = await t.storage.collection('chatSessions').findOne({ sessionId });
    expect(chat).toMatchObject({ requestId: null, userId: owner.userId });
  });

  it('needs a signed-in client', async () => {
    const before = await storeCounts();
    const anonymous = await submit(null, FIELDS, [{ name: 'a.txt', content: Buffer.from('hello there') }]);
    expect(anonymous.status).toBe(401);
    const attorney = await submit(await t.tokenFor('attorney'), FIELDS);
    expect(attorney.status).toBe(403);
    expect(await storeCounts()).toEqual(before);
  });

  it('refuses a program renamed .pdf and keeps nothing, not even the valid file sent with it', async () => {
    const client = await t.signup('sneaky@example.com');
    const before = await storeCounts();
    const response = await submit(client.token, FIELDS, [
      { name: 'fine.pdf', content: await smallPdf('A real document'), type: 'application/pdf' },
      { name: 'invoice.pdf', content: EXECUTABLE, type: 'application/pdf' },
    ]);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'invoice.pdf is not a supported file type. Only PDF, DOC, DOCX, and TXT files are allowed.',
      code: 'UNSUPPORTED_FILE_TYPE',
    });
    expect(await storeCounts()).toEqual(before);
    expect((await request(t.app).get('/api/dashboard/requests').set(bearer(client.token))).body.total).toBe(0);
  });

  it('refuses other types by name, and files over 10 MB', async () => {
    const client = await t.signup('types@example.com');
    const before = await storeCounts();
    const image = await submit(client.token, FIELDS, [
      { name: 'photo.png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
    ]);
    expect(image.status).toBe(400);
    expect(image.body.error).toBe(
      'photo.png is not a supported file type. Only PDF, DOC, DOCX, and TXT files are allowed.',
    );
    const binaryText = await submit(client.token, FIELDS, [
      { name: 'notes.txt', content: Buffer.from([0x41, 0x00, 0x42, 0xff, 0xfe, 0x00, 0x00, 0x01, 0x02]) },
    ]);
    expect(binaryText.status).toBe(400);

    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const tooLarge = await submit(client.token, FIELDS, [{ name: 'scan.pdf', content: big, type: 'application/pdf' }]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({
      error: 'scan.pdf is larger than 10MB. Please choose a smaller file.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await storeCounts()).toEqual(before);
  });

  it('validates every field with details, and keeps no file of a refused request', async () => {
    const client = await t.signup('validation@example.com');
    const before = await storeCounts();
    const attachment = [{ name: 'notes.txt', content: Buffer.from('Some notes about the matter.') }];
    const cases: [Record<string, string>, string][] = [
      [{ ...FIELDS, description: '   exactly twenty ch  ' }, 'description'],
      [{ ...FIELDS, description: 'x'.repeat(5001) }, 'description'],
      [{ ...FIELDS, title: '   ' }, 'title'],
      [{ ...FIELDS, title: 'x'.repeat(201) }, 'title'],
      [{ ...FIELDS, category: 'Astrology' }, 'category'],
      [{ ...FIELDS, jurisdiction: '' }, 'jurisdiction'],
      [{ ...FIELDS, timeline: 'yesterday' }, 'timeline'],
      [{ ...FIELDS, scope: 'forever' }, 'scope'],
      [{ ...FIELDS, budget: '$1' }, 'budget'],
      [{ ...FIELDS, contactEmail: 'not-an-email' }, 'contactEmail'],
      [{ ...FIELDS, sessionId: '../../etc' }, 'sessionId'],
      [{ ...FIELDS, status: 'resolved' }, '(body)'],
      [{ ...FIELDS, clientId: 'someone-else' }, '(body)'],
    ];
    for (const [fields, path] of cases) {
      const response = await submit(client.token, fields, attachment);
      expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(response.body.details.map((detail: { path: string }) => detail.path)).toContain(path);
    }
    const { title: _title, ...missingTitle } = FIELDS;
    expect((await submit(client.token, missingTitle)).status).toBe(400);
    // A field sent twice is a list, not a string.
    const twice = await request(t.app)
      .post('/api/requests/submit')
      .set(bearer(client.token))
      .field(FIELDS)
      .field('title', 'Second title');
    expect(twice.status).toBe(400);
    expect(await storeCounts()).toEqual(before);
  });

  it('rate-limits submissions per address', async () => {
    const limited = await createTestApp({
      intakeRateLimits: { ...t.config.intakeRateLimits, submitPerIp: { windowMs: 60_000, max: 1 } },
    });
    try {
      const { token } = await limited.signup('limited@example.com');
      const send = () => request(limited.app).post('/api/requests/submit').set(bearer(token)).field(FIELDS);
      expect((await send()).status).toBe(201);
      const second = await send();
      expect([second.status, second.body.code]).toEqual([429, 'RATE_LIMITED']);
    } finally {
      await limited.close();
    }
  });
});

describe('silent signup of the intake wizard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signup = (email: string, extra: object = {}) =>
    request(t.app)
      .post('/api/auth/signup')
      .send({ firstName: 'Rosa', lastName: 'Diaz', email, password: 'aB3dE5gH-iJ7kL9mN', ...extra });

  it('mails a working set-password link; the new password then signs in', async () => {
    const created = await signup('rosa@example.com', { sendSetPasswordLink: true });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      token: expect.any(String),
      user: expect.objectContaining({ email: 'rosa@example.com' }),
    });

    // The token works at once: the wizard submits right after signing up.
    expect(
      (await request(t.app).post('/api/requests/submit').set(bearer(created.body.token)).field(FIELDS)).status,
    ).toBe(201);

    await t.settled();
    const mail = t.mail.lastTo('rosa@example.com');
    expect(mail?.subject).toBe('Set your Lexa password');
    const link = /(http\S+\/client\/reset-password\?token=(\S+))/.exec(mail!.text)!;
    expect(link[1]!.startsWith(`${t.config.publicUrl}/client/reset-password?token=`)).toBe(true);

    const reset = await request(t.app)
      .post('/api/auth/reset-password')
      .send({ token: link[2], password: 'my-own-password' });
    expect(reset.status).toBe(200);
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'rosa@example.com', password: 'my-own-password' });
    expect(login.status).toBe(200);
    expect(login.body.user.email).toBe('rosa@example.com');
  });

  it('mails nothing without the flag and refuses a flag that is not a boolean', async () => {
    expect((await signup('plain@example.com')).status).toBe(201);
    expect((await signup('plain2@example.com', { sendSetPasswordLink: false })).status).toBe(201);
    await t.settled();
    expect(t.mail.lastTo('plain@example.com')).toBeUndefined();
    expect(t.mail.lastTo('plain2@example.com')).toBeUndefined();
    const wrong = await signup('plain3@example.com', { sendSetPasswordLink: 'yes' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details[0].path).toBe('sendSetPasswordLink');
  });

  it('still signs the visitor up when the mail fails, and reports it to the admins', async () => {
    const send = t.mail.send.bind(t.mail);
    t.mail.send = async () => {
      throw new Error('SMTP server unreachable');
    };
    try {
      const created = await signup('unlucky@example.com', { sendSetPasswordLink: true });
      expect(created.status).toBe(201);
      await t.settled();
    } finally {
      t.mail.send = send;
    }
    const reports = await request(t.app)
      .get('/api/autosave/system-reports')
      .set(bearer(await t.tokenFor('admin')));
    expect(reports.body.reports[0]).toMatchObject({
      type: 'error',
      component: 'signup',
      details: { userId: expect.any(String), reason: 'SMTP server unreachable' },
    });
  });
});

describe('live update of a new request at /ws', () => {
  it('reaches an admin socket in the admin-dashboard room', async () => {
    const live = await startLiveServer();
    try {
      const adminToken = await live.tokenFor('admin');
      const clientToken = await live.tokenFor('client');

      const socket = await openLiveSocket(live.server.url);
      socket.send({ type: 'auth', token: adminToken });
      expect(await socket.next()).toEqual({ type: 'authenticated' });
      socket.send({ type: 'join', room: 'admin-dashboard' });
      expect(await socket.next()).toEqual({ type: 'joined', room: 'admin-dashboard' });

      const form = new FormData();
      for (const [name, value] of Object.entries(FIELDS)) form.append(name, value);
      form.append(
        'files',
        new Blob([Buffer.from('Plain notes for the legal team.')], { type: 'text/plain' }),
        'notes.txt',
      );
      const response = await fetch(live.server.url + '/api/requests/submit', {
        method: 'POST',
        headers: bearer(clientToken),
        body: form,
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(await socket.next()).toEqual({ type: 'request-update', requestId: id });
      socket.close();
    } finally {
      await live.close();
    }
  });
});
