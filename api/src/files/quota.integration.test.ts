import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { CHAT_MAX_FILES } from '../chat/service';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';

const KB = 1024;
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size)]);
const PDF_TYPE = { contentType: 'application/pdf' };
/** A PNG signature and noise: the quota refuses it before anything decodes it. */
const photo = (size: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size)]);

/** UPLOAD_QUOTA_MB per account on every upload path; an anonymous chat is bounded per session instead. */
describe('upload quota', () => {
  let t: TestApp;
  let client: string;
  let clientId: string;
  let requestId: string;

  beforeAll(async () => {
    t = await createTestApp({ uploadQuotaMb: 1 });
    const signedUp = await t.signup('quota@example.com');
    ({ token: client, userId: clientId } = signedUp);
    requestId = (
      await t.storage.collection('legalRequests').insert({
        requestNumber: 'REQ-QUOTA',
        clientId: signedUp.userId,
        title: 'Quota',
        description: 'A request for quota tests.',
        category: 'Real Estate',
      })
    ).id;
  });
  afterAll(() => t.close());

  const stored = async () => ({
    records: await t.storage.collection('files').count({}),
    onDisk: (await readdir(join(t.config.dataDir, 'files')).catch(() => [])).length,
  });
  const composer = (file: Buffer, token = client) =>
    request(t.app)
      .post('/api/files/upload-message')
      .set(bearer(token))
      .attach('file', file, { filename: 'a.pdf', ...PDF_TYPE });

  const openChat = async () => {
    const sessionId = `quota-${Math.random().toString(36).slice(2, 12)}`;
    const { body } = await request(t.app).post('/api/chat/init').set(bearer(client)).send({ sessionId }).expect(200);
    return { sessionId, threadId: body.threadId as string };
  };

  const uploadPaths: [string, (file: Buffer) => Promise<request.Response>][] = [
    ['the request composer', (file) => composer(file)],
    [
      'a request attachment',
      async (file) =>
        request(t.app)
          .post(`/api/dashboard/requests/${requestId}/files`)
          .set(bearer(client))
          .attach('files', file, { filename: 'a.pdf', ...PDF_TYPE }),
    ],
    [
      'the dashboard upload',
      async (file) =>
        request(t.app)
          .post('/api/dashboard/files/upload')
          .set(bearer(client))
          .field('requestId', requestId)
          .attach('file', file, { filename: 'a.pdf', ...PDF_TYPE }),
    ],
    [
      'a message',
      async (file) =>
        request(t.app)
          .post('/api/messages')
          .set(bearer(client))
          .field('content', 'See attached.')
          .attach('attachments', file, { filename: 'a.pdf', ...PDF_TYPE }),
    ],
    [
      'the intake wizard',
      async (file) =>
        request(t.app)
          .post('/api/requests/submit')
          .set(bearer(client))
          .attach('files', file, { filename: 'a.pdf', ...PDF_TYPE }),
    ],
    [
      'a document review',
      async (file) =>
        request(t.app)
          .post('/api/documents/review')
          .set(bearer(client))
          .attach('file', file, { filename: 'a.pdf', ...PDF_TYPE }),
    ],
    [
      'the chat, signed in',
      async (file) => {
        const { sessionId, threadId } = await openChat();
        return request(t.app)
          .post('/api/chat/upload')
          .set(bearer(client))
          .field('sessionId', sessionId)
          .field('threadId', threadId)
          .attach('files', file, { filename: 'a.pdf', ...PDF_TYPE });
      },
    ],
  ];

  it('takes uploads up to the quota', async () => {
    expect((await composer(pdf(700 * KB))).status).toBe(201);
    expect((await composer(pdf(10 * KB))).status).toBe(201);
  });

  it.each(uploadPaths)('refuses through %s what would pass the quota, storing nothing of it', async (_path, upload) => {
    const before = await stored();
    const response = await upload(pdf(400 * KB));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ code: 'QUOTA_EXCEEDED', error: 'Storage quota exceeded' });
    expect(await stored()).toEqual(before);
  });

  it('refuses any upload once the quota is used up, and counts each account on its own', async () => {
    const files = await t.storage.collection('files').find({ uploadedBy: clientId });
    const left = 1024 * KB - files.reduce((total, file) => total + file.size, 0);
    expect((await composer(pdf(left - 9))).status).toBe(201);
    const full = await composer(pdf(1));
    expect(full.status).toBe(413);
    expect(full.body).toEqual({ code: 'QUOTA_EXCEEDED', error: 'Storage quota exceeded' });
    const other = await t.signup('other-quota@example.com');
    expect((await composer(pdf(100 * KB), other.token)).status).toBe(201);
  });

  it('refuses an attorney photo past the quota', async () => {
    const response = await request(t.app)
      .post('/api/attorney/profile/photo')
      .set(bearer(await t.tokenFor('attorney')))
      .attach('photo', photo(1100 * KB), { filename: 'me.png', contentType: 'image/png' });
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('QUOTA_EXCEEDED');
  });

  it('refuses the admin avatar past the quota, storing nothing', async () => {
    const onDiskBefore = (await stored()).onDisk;
    const response = await request(t.app)
      .post('/api/admin/avatar')
      .set(bearer(await t.tokenFor('admin')))
      .attach('avatar', photo(1100 * KB), { filename: 'staff.png', contentType: 'image/png' });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ code: 'QUOTA_EXCEEDED', error: 'Storage quota exceeded' });
    expect((await stored()).onDisk).toBe(onDiskBefore);
    expect((await request(t.app).get('/api/settings/avatar')).status).toBe(404);
  });

  it('stores only what fits of parallel uploads that together pass the quota, leaving nothing of the rest', async () => {
    const { token, userId } = await t.signup('parallel-quota@example.com');
    const before = await stored();
    // Each fits alone; three fit together (900 KB of the 1,024), the other three must be refused.
    const responses = await Promise.all(Array.from({ length: 6 }, () => composer(pdf(300 * KB), token)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 201, 413, 413, 413]);
    expect(await t.storage.collection('files').count({ uploadedBy: userId })).toBe(3);
    expect(await stored()).toEqual({ records: before.records + 3, onDisk: before.onDisk + 3 });
  });

  it('stores only the files a chat session may hold of parallel uploads to it', async () => {
    const sessionId = `parallel-${Math.random().toString(36).slice(2, 12)}`;
    const { body } = await request(t.app).post('/api/chat/init').send({ sessionId }).expect(200);
    const before = await stored();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        request(t.app)
          .post('/api/chat/upload')
          .field('sessionId', sessionId)
          .field('threadId', body.threadId)
          .attach('files', pdf(KB), { filename: 'a.pdf', ...PDF_TYPE }),
      ),
    );
    const accepted = responses.filter((response) => response.status === 200).length;
    expect(accepted).toBe(CHAT_MAX_FILES);
    for (const refused of responses.filter((response) => response.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('TOO_MANY_FILES');
    }
    expect(await t.storage.collection('files').count({ sessionId })).toBe(CHAT_MAX_FILES);
    expect(await stored()).toEqual({
      records: before.records + CHAT_MAX_FILES,
      onDisk: before.onDisk + CHAT_MAX_FILES,
    });
  });

  it('keeps an anonymous chat to its few files, refusing the next in the error shape', async () => {
    const sessionId = `anon-${Math.random().toString(36).slice(2, 12)}`;
    const { body } = await request(t.app).post('/api/chat/init').send({ sessionId }).expect(200);
    const upload = () =>
      request(t.app)
        .post('/api/chat/upload')
        .field('sessionId', sessionId)
        .field('threadId', body.threadId)
        .attach('files', pdf(KB), { filename: 'a.pdf', ...PDF_TYPE });
    let accepted = 0;
    let response = await upload();
    for (; response.status === 200; response = await upload()) accepted += 1;
    expect(accepted).toBeLessThanOrEqual(10);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'TOO_MANY_FILES', error: expect.any(String) });
    expect(await t.storage.collection('files').count({ sessionId })).toBe(accepted);
  });
});
