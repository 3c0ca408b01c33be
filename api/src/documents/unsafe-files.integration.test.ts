import { Readable } from 'node:stream';
import request from 'supertest';
import { UNSAFE_FILE_MESSAGE } from '../platform/files/archive-check';
import { makeDocx } from '../test-support/documents';
import { withTempDir } from '../test-support/temp-dir';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';
import { makeZipBombs, type ZipBombs } from '../test-support/zip-bombs';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Zip bombs through every path that opens a DOCX: refused at upload, or failing safely when found later. */
describe('hostile documents', () => {
  let bombs: ZipBombs;
  let dir: Awaited<ReturnType<typeof withTempDir>>;
  let t: TestApp;
  let client: string;
  let clientId: string;
  let requestId: string;

  beforeAll(async () => {
    bombs = await makeZipBombs();
    dir = await withTempDir();
    t = await createTestApp({ dataDir: dir.path });
    ({ token: client, userId: clientId } = await t.signup('bombs@example.com'));
    const request = await t.storage.collection('legalRequests').insert({
      requestNumber: 'REQ-BOMB',
      clientId,
      title: 'A lease',
      description: 'A lease that needs a careful reading.',
      category: 'Real Estate',
    });
    requestId = request.id;
  });
  afterAll(async () => {
    await t.close();
    await dir.cleanup();
  });

  const fileRecords = () => t.storage.collection('files').count({});

  const openChat = async () => {
    const sessionId = `bomb-${Math.random().toString(36).slice(2, 12)}`;
    const { body } = await request(t.app).post('/api/chat/init').send({ sessionId }).expect(200);
    return { sessionId, threadId: body.threadId as string };
  };

  /** Every upload route that takes a DOCX, with the fields it needs. */
  const uploadPaths: [string, (file: Buffer) => Promise<request.Response>][] = [
    [
      'the chat',
      async (file) => {
        const { sessionId, threadId } = await openChat();
        return request(t.app)
          .post('/api/chat/upload')
          .field('sessionId', sessionId)
          .field('threadId', threadId)
          .attach('files', file, { filename: 'lease.docx', contentType: DOCX });
      },
    ],
    [
      'a request attachment',
      async (file) =>
        request(t.app)
          .post(`/api/dashboard/requests/${requestId}/files`)
          .set(bearer(client))
          .attach('files', file, { filename: 'lease.docx', contentType: DOCX }),
    ],
    [
      'the dashboard upload',
      async (file) =>
        request(t.app)
          .post('/api/dashboard/files/upload')
          .set(bearer(client))
          .field('requestId', requestId)
          .attach('file', file, { filename: 'lease.docx', contentType: DOCX }),
    ],
    [
      'the request composer',
      async (file) =>
        request(t.app)
          .post('/api/files/upload-message')
          .set(bearer(client))
          .attach('file', file, { filename: 'lease.docx', contentType: DOCX }),
    ],
    [
      'a message',
      async (file) =>
        request(t.app)
          .post('/api/messages')
          .set(bearer(client))
          .field('content', 'Please look at this.')
          .attach('attachments', file, { filename: 'lease.docx', contentType: DOCX }),
    ],
    [
      'the intake wizard',
      async (file) =>
        request(t.app)
          .post('/api/requests/submit')
          .set(bearer(client))
          .field('title', 'A lease')
          .attach('files', file, { filename: 'lease.docx', contentType: DOCX }),
    ],
    [
      'a document review',
      async (file) =>
        request(t.app)
          .post('/api/documents/review')
          .set(bearer(client))
          .attach('file', file, { filename: 'lease.docx', contentType: DOCX }),
    ],
  ];

  describe.each(uploadPaths)('uploaded through %s', (_path, upload) => {
    it.each(['honest', 'lying', 'crowded'] as const)('refuses the %s bomb, storing nothing', async (kind) => {
      const before = await fileRecords();
      const response = await upload(bombs[kind]);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 'UNSAFE_FILE', error: UNSAFE_FILE_MESSAGE });
      expect(await fileRecords()).toBe(before);
      await request(t.app).get('/healthz').expect(200);
    });
  });

  it('still takes a real Word document', async () => {
    const response = await request(t.app)
      .post('/api/files/upload-message')
      .set(bearer(client))
      .attach('file', await makeDocx(['A real lease.']), { filename: 'real.docx', contentType: DOCX });
    expect(response.status).toBe(201);
  });

  /** A bomb already in the store (uploaded before these checks): a file record as an upload would have made it. */
  const storedBomb = async (extra: Record<string, unknown>) => {
    const { id: storageId, size } = await t.storage.files.save(Readable.from([bombs.lying]), {
      filename: 'old.docx',
      contentType: DOCX,
    });
    return t.storage.collection('files').insert({
      storageId,
      size,
      originalName: 'old.docx',
      mimeType: DOCX,
      category: 'other',
      internal: false,
      ...extra,
    });
  };

  it('answers in the chat that a stored bomb could not be read', async () => {
    const { sessionId } = await openChat();
    await storedBomb({ source: 'chat', sessionId, ownerId: null, uploadedBy: null });
    const response = await request(t.app)
      .post('/api/chat/message')
      .send({ sessionId, message: 'Please analyse the file I uploaded.' })
      .expect(200);
    expect(response.body.message).toContain('old.docx: I could not read this file safely');
  });

  it('fails a review of a stored bomb with the reason, and a restart never runs it again', async () => {
    const file = await storedBomb({ source: 'user', ownerId: clientId, uploadedBy: clientId });
    const reviews = t.storage.collection('documentReviews');
    const review = await reviews.insert({ clientId, fileId: file.id, originalFilename: 'old.docx' });
    await t.modules.documentReviews.service.resume();
    await t.settled();
    expect(await reviews.findById(review.id)).toMatchObject({
      status: 'failed',
      error: UNSAFE_FILE_MESSAGE,
      attempts: 1,
    });

    await t.close();
    t = await createTestApp({ dataDir: dir.path });
    await t.modules.documentReviews.service.resume();
    await t.settled();
    expect(await t.storage.collection('documentReviews').findById(review.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
    });

    // The client's retries count too: three runs in all, then the review stays failed.
    client = (
      await request(t.app).post('/api/auth/login').send({ email: 'bombs@example.com', password: 'password-123' })
    ).body.token;
    const retry = () => request(t.app).post(`/api/documents/reviews/${review.id}/retry`).set(bearer(client));
    for (const attempt of [2, 3]) {
      expect((await retry()).status).toBe(202);
      await t.settled();
      expect(await t.storage.collection('documentReviews').findById(review.id)).toMatchObject({
        status: 'failed',
        error: UNSAFE_FILE_MESSAGE,
        attempts: attempt,
      });
    }
    const refused = await retry();
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CONFLICT');
  });
});
