import { Readable } from 'node:stream';
import request from 'supertest';
import { UNSAFE_FILE_MESSAGE } from '../platform/files/archive-check';
import { makeDocx, makePdf } from '../test-support/documents';
import { makePdfBombs, type PdfBombs } from '../test-support/pdf-bombs';
import { withTempDir } from '../test-support/temp-dir';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';
import { makeZipBombs, type ZipBombs } from '../test-support/zip-bombs';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PDF = 'application/pdf';
/** What the server may grow by while it refuses bombs of hundreds of MB: their checks stream and keep nothing. */
const MEMORY_HEADROOM = 300 * 1024 * 1024;

interface Upload {
  file: Buffer;
  filename: string;
  contentType: string;
}

/** Zip and PDF bombs through every path that opens a document: refused at upload, or failing safely when found later. */
describe('hostile documents', () => {
  let bombs: ZipBombs;
  let pdfBombs: PdfBombs;
  let memoryBefore: number;
  let dir: Awaited<ReturnType<typeof withTempDir>>;
  let t: TestApp;
  let client: string;
  let clientId: string;
  let requestId: string;

  beforeAll(async () => {
    bombs = await makeZipBombs();
    pdfBombs = await makePdfBombs();
    memoryBefore = process.memoryUsage().rss;
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

  /** Every upload route that takes a document, with the fields it needs. */
  const uploadPaths: [string, (upload: Upload) => Promise<request.Response>][] = [
    [
      'the chat',
      async ({ file, ...as }) => {
        const { sessionId, threadId } = await openChat();
        return request(t.app)
          .post('/api/chat/upload')
          .field('sessionId', sessionId)
          .field('threadId', threadId)
          .attach('files', file, as);
      },
    ],
    [
      'a request attachment',
      async ({ file, ...as }) =>
        request(t.app).post(`/api/dashboard/requests/${requestId}/files`).set(bearer(client)).attach('files', file, as),
    ],
    [
      'the dashboard upload',
      async ({ file, ...as }) =>
        request(t.app)
          .post('/api/dashboard/files/upload')
          .set(bearer(client))
          .field('requestId', requestId)
          .attach('file', file, as),
    ],
    [
      'the request composer',
      async ({ file, ...as }) =>
        request(t.app).post('/api/files/upload-message').set(bearer(client)).attach('file', file, as),
    ],
    [
      'a message',
      async ({ file, ...as }) =>
        request(t.app)
          .post('/api/messages')
          .set(bearer(client))
          .field('content', 'Please look at this.')
          .attach('attachments', file, as),
    ],
    [
      'the intake wizard',
      async ({ file, ...as }) =>
        request(t.app)
          .post('/api/requests/submit')
          .set(bearer(client))
          .field('title', 'A lease')
          .attach('files', file, as),
    ],
    [
      'a document review',
      async ({ file, ...as }) =>
        request(t.app).post('/api/documents/review').set(bearer(client)).attach('file', file, as),
    ],
  ];

  const hostile = ['honest', 'lying', 'crowded'] as const;
  const cases = [
    ...hostile.map((kind) => [`${kind} zip`, () => ({ file: bombs[kind], filename: 'lease.docx', contentType: DOCX })]),
    ...hostile.map((kind) => [
      `${kind} PDF`,
      () => ({ file: pdfBombs[kind], filename: 'lease.pdf', contentType: PDF }),
    ]),
  ] as [string, () => Upload][];

  describe.each(uploadPaths)('uploaded through %s', (_path, upload) => {
    it.each(cases)('refuses the %s bomb, storing nothing', async (_kind, bomb) => {
      const before = await fileRecords();
      const response = await upload(bomb());
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ code: 'UNSAFE_FILE', error: UNSAFE_FILE_MESSAGE });
      expect(await fileRecords()).toBe(before);
      expect(process.memoryUsage().rss - memoryBefore).toBeLessThan(MEMORY_HEADROOM);
      await request(t.app).get('/healthz').expect(200);
    });
  });

  it.each([
    [
      'Word document',
      async () => ({ file: await makeDocx(['A real lease.']), filename: 'real.docx', contentType: DOCX }),
    ],
    ['PDF', async () => ({ file: await makePdf('A real lease.'), filename: 'real.pdf', contentType: PDF })],
  ] as [string, () => Promise<Upload>][])('still takes a real %s', async (_kind, real) => {
    const { file, ...as } = await real();
    const response = await request(t.app)
      .post('/api/files/upload-message')
      .set(bearer(client))
      .attach('file', file, as);
    expect(response.status).toBe(201);
  });

  /** A bomb already in the store (uploaded before these checks): a file record as an upload would have made it. */
  const storedBomb = async ({ file, filename, contentType }: Upload, extra: Record<string, unknown>) => {
    const { id: storageId, size } = await t.storage.files.save(Readable.from([file]), { filename, contentType });
    return t.storage.collection('files').insert({
      storageId,
      size,
      originalName: filename,
      mimeType: contentType,
      category: 'other',
      internal: false,
      ...extra,
    });
  };
  const oldDocx = () => ({ file: bombs.lying, filename: 'old.docx', contentType: DOCX });
  const oldPdf = () => ({ file: pdfBombs.lying, filename: 'old.pdf', contentType: PDF });

  it.each([
    ['zip', oldDocx],
    ['PDF', oldPdf],
  ])('answers in the chat that a stored %s bomb could not be read', async (_kind, bomb) => {
    const { sessionId } = await openChat();
    const stored = bomb();
    await storedBomb(stored, { source: 'chat', sessionId, ownerId: null, uploadedBy: null });
    const response = await request(t.app)
      .post('/api/chat/message')
      .send({ sessionId, message: 'Please analyse the file I uploaded.' })
      .expect(200);
    expect(response.body.message).toContain(`${stored.filename}: I could not read this file safely`);
    expect(process.memoryUsage().rss - memoryBefore).toBeLessThan(MEMORY_HEADROOM);
  });

  /** A review of a stored bomb, as a restart finds it pending, run once. */
  const reviewStoredBomb = async (bomb: Upload) => {
    const file = await storedBomb(bomb, { source: 'user', ownerId: clientId, uploadedBy: clientId });
    const reviews = t.storage.collection('documentReviews');
    const review = await reviews.insert({ clientId, fileId: file.id, originalFilename: bomb.filename });
    await t.modules.documentReviews.service.resume();
    await t.settled();
    return { id: review.id, after: await reviews.findById(review.id) };
  };

  it('fails a review of a stored PDF bomb with the reason', async () => {
    const { after } = await reviewStoredBomb(oldPdf());
    expect(after).toMatchObject({ status: 'failed', error: UNSAFE_FILE_MESSAGE });
  });

  it('fails a review of a stored bomb with the reason, and a restart never runs it again', async () => {
    const { id, after } = await reviewStoredBomb(oldDocx());
    expect(after).toMatchObject({
      status: 'failed',
      error: UNSAFE_FILE_MESSAGE,
      attempts: 1,
    });

    await t.close();
    t = await createTestApp({ dataDir: dir.path });
    await t.modules.documentReviews.service.resume();
    await t.settled();
    expect(await t.storage.collection('documentReviews').findById(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
    });

    // The client's retries count too: three runs in all, then the review stays failed.
    client = (
      await request(t.app).post('/api/auth/login').send({ email: 'bombs@example.com', password: 'password-123' })
    ).body.token;
    const retry = () => request(t.app).post(`/api/documents/reviews/${id}/retry`).set(bearer(client));
    for (const attempt of [2, 3]) {
      expect((await retry()).status).toBe(202);
      await t.settled();
      expect(await t.storage.collection('documentReviews').findById(id)).toMatchObject({
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
