import { Readable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { errorHandler } from '../http/errors';
import { archiveLimits } from '../platform/files/archive-check';
import { headMatches, isExecutable } from '../platform/files/file-kinds';
import { acceptUploads, type UploadPolicy } from '../platform/files/uploads';
import { createLogger } from '../platform/logger';
import { makePdf } from '../test-support/documents';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';

const logger = createLogger('silent');

describe('content sniffing', () => {
  const bytes = (...values: number[]) => Buffer.from(values);
  it.each([
    ['pdf', 'a PDF header', 'accepted', Buffer.from('%PDF-1.4\n%')],
    ['pdf', 'HTML', 'refused', Buffer.from('<html><body>')],
    ['png', 'a PNG signature', 'accepted', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['jpeg', 'a JPEG marker', 'accepted', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46)],
    ['jpeg', 'a PNG signature', 'refused', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['docx', 'a ZIP header', 'accepted', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0)],
    ['doc', 'an OLE header', 'accepted', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)],
    ['doc', 'a ZIP header', 'refused', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0)],
    ['txt', 'plain prose', 'accepted', Buffer.from('Dear landlord, I write about the deposit.')],
    ['txt', 'a PDF header', 'refused', Buffer.from('%PDF-1.4 pretending to be text')],
    ['pdf', 'MZ before a PDF header', 'refused', Buffer.from('MZ%PDF-1.4')],
    ['txt', 'a shell script', 'refused', Buffer.from('#!/bin/sh\nrm -rf /')],
  ] as const)('%s given %s is %s', (kind, _label, outcome, head) => {
    expect(headMatches(kind, head)).toBe(outcome === 'accepted');
  });

  it('never passes programs', () => {
    for (const head of [Buffer.from('MZ\x90\x00'), bytes(0x7f, 0x45, 0x4c, 0x46), bytes(0xcf, 0xfa, 0xed, 0xfe)]) {
      expect(isExecutable(head)).toBe(true);
      for (const kind of ['pdf', 'doc', 'docx', 'jpeg', 'png', 'txt'] as const)
        expect(headMatches(kind, head)).toBe(false);
    }
  });
});

describe('acceptUploads (a text-friendly policy, as the intake wizard will use)', () => {
  let t: TestApp;
  let app: express.Express;
  const policy: UploadPolicy = {
    kinds: ['pdf', 'txt'],
    maxFileSize: 1024,
    maxFiles: 2,
    messages: {
      unsupportedFormat: (file) => `${file}: unsupported`,
      unsupportedExtension: (file) => `${file}: bad extension`,
      tooLarge: (file) => `${file}: too large`,
      tooMany: async () => 'too many',
    },
  };

  beforeAll(async () => {
    t = await createTestApp();
    const uploads = acceptUploads(
      {
        store: t.storage.files,
        logger,
        archive: archiveLimits(t.config),
        quota: { bytes: Infinity, storedBytes: async () => 0 },
      },
      policy,
    );
    app = express();
    app.post('/upload', uploads.receive, (req, res) => {
      res.json({ uploads: req.uploads });
    });
    app.use(errorHandler(logger));
  });
  afterAll(() => t.close());

  const send = (files: [Buffer, string][]) => {
    const call = request(app).post('/upload');
    for (const [content, filename] of files) call.attach('files', content, { filename, contentType: 'text/plain' });
    return call;
  };

  it('accepts valid UTF-8 text, even shorter than a signature, and stores it under the canonical type', async () => {
    const response = await send([
      [Buffer.from('Résumé ✓'), 'notes.txt'],
      [Buffer.from('ok'), 'tiny.txt'],
    ]);
    expect(response.status).toBe(200);
    expect(response.body.uploads).toEqual([
      expect.objectContaining({
        originalName: 'notes.txt',
        kind: 'txt',
        mimeType: 'text/plain; charset=utf-8',
        size: Buffer.byteLength('Résumé ✓'),
      }),
      expect.objectContaining({ originalName: 'tiny.txt', size: 2 }),
    ]);
    const stored = await t.storage.files.open(response.body.uploads[0].storageId);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe('Résumé ✓');
  });

  it.each([
    ['NUL bytes', Buffer.from('hello\u0000world, this is long enough')],
    ['invalid UTF-8', Buffer.concat([Buffer.from('valid start of a long line '), Buffer.from([0xc3, 0x28])])],
    [
      'a truncated UTF-8 sequence at the end',
      Buffer.concat([Buffer.from('ends in the middle of '), Buffer.from([0xe2, 0x82])]),
    ],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses text with %s', async (_label, content) => {
    const response = await send([[content, 'bad.txt']]);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'bad.txt: unsupported', code: 'UNSUPPORTED_FILE_TYPE' });
  });

  it('refuses by size and by count with the policy wording', async () => {
    const big = await send([[Buffer.alloc(2048, 0x61), 'big.txt']]);
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('big.txt: too large');
    const many = await send([
      [Buffer.from('a'), 'a.txt'],
      [Buffer.from('b'), 'b.txt'],
      [Buffer.from('c'), 'c.txt'],
    ]);
    expect(many.status).toBe(400);
    expect(many.body).toEqual({ error: 'too many', code: 'TOO_MANY_FILES' });
  });

  it('refuses a file under another field name', async () => {
    const response = await request(app).post('/upload').attach('avatar', Buffer.from('hello there'), 'x.txt');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/files/download/:id', () => {
  let t: TestApp;
  let admin: string;
  let client: string;
  let attorney: string;
  let chatFileId: string;
  let pdf: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, client, attorney] = await Promise.all([t.tokenFor('admin'), t.tokenFor('client'), t.tokenFor('attorney')]);
    pdf = await makePdf('A signed engagement letter.');
    const sessionId = 'session_download_test_1';
    const init = await request(t.app).post('/api/chat/init').set(bearer(client)).send({ sessionId });
    const uploaded = await request(t.app)
      .post('/api/chat/upload')
      .set(bearer(client))
      .field('sessionId', sessionId)
      .field('threadId', init.body.threadId)
      .attach('files', pdf, { filename: 'Engagement – Müller.pdf', contentType: 'application/pdf' });
    chatFileId = uploaded.body.files[0].id;
  });
  afterAll(() => t.close());

  /** A client's own file (source "user"), as the dashboard's My Files will create them. */
  async function ownFile(ownerId: string) {
    const stored = await t.storage.files.save(Readable.from([pdf]), {
      filename: 'own.pdf',
      contentType: 'application/pdf',
    });
    const [record] = await t.modules.files.service.register(
      [
        {
          originalName: 'own.pdf',
          storageId: stored.id,
          size: stored.size,
          kind: 'pdf',
          mimeType: 'application/pdf',
          category: 'other',
        },
      ],
      { source: 'user', ownerId, uploadedBy: ownerId },
    );
    return record!.id;
  }

  it('needs a token', async () => {
    const response = await request(t.app).get(`/api/files/download/${chatFileId}`);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('serves chat uploads to admins only, with the original name in both Content-Disposition forms', async () => {
    const response = await request(t.app).get(`/api/files/download/${chatFileId}`).set(bearer(admin)).buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Engagement ? M?ller.pdf"; filename*=UTF-8''Engagement%20%E2%80%93%20M%C3%BCller.pdf`,
    );
    expect(Buffer.compare(response.body as Buffer, pdf)).toBe(0);

    // Even the signed-in client whose chat it was, and any other role, gets "not found".
    for (const token of [client, attorney]) {
      const refused = await request(t.app).get(`/api/files/download/${chatFileId}`).set(bearer(token));
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ error: 'File not found', code: 'NOT_FOUND' });
    }
  });

  it("serves a client's own file to that client and admins, never to another client", async () => {
    const me = await request(t.app).get('/api/auth/me').set(bearer(client));
    const id = await ownFile(me.body.user.id);
    expect((await request(t.app).get(`/api/files/download/${id}`).set(bearer(client))).status).toBe(200);
    expect((await request(t.app).get(`/api/files/download/${id}`).set(bearer(admin))).status).toBe(200);
    const stranger = await t.signup('file-stranger@example.com');
    expect((await request(t.app).get(`/api/files/download/${id}`).set(bearer(stranger.token))).status).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await request(t.app).get('/api/files/download/0123456789abcdef01234567').set(bearer(admin))).status).toBe(
      404,
    );
    expect((await request(t.app).get('/api/files/download/..%2F..%2Fetc').set(bearer(admin))).status).toBe(400);
  });
});
