import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { CHAT_CHIPS, CHAT_MESSAGE_TOO_LONG } from '@lexa/common';
import { OfflineAssistant } from '../assistant/offline/offline-provider';
import { AssistantUnavailableError } from '../assistant/provider';
import { DEFAULT_INITIAL_MESSAGE } from '../assistant/settings';
import { makeDocx, makePdf } from '../test-support/documents';
import { bearer, createTestApp, RELAXED_CHAT_LIMITS, type TestApp } from '../test-support/test-app';

const ADMIN_EMAIL = 'admin@lexa.local';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)]);

let counter = 0;
const newSessionId = () => `session_${Date.now()}_${(counter += 1)}abc`;

async function start(t: TestApp, sessionId = newSessionId(), token?: string) {
  const call = request(t.app).post('/api/chat/init');
  if (token) call.set(bearer(token));
  const response = await call.send({ sessionId, userAgent: 'jest' });
  expect(response.status).toBe(200);
  return { sessionId, threadId: response.body.threadId as string };
}

const say = (t: TestApp, sessionId: string, message: string) =>
  request(t.app).post('/api/chat/message').send({ sessionId, message });

function upload(t: TestApp, session: { sessionId: string; threadId: string }, files: [Buffer, string, string?][]) {
  const call = request(t.app)
    .post('/api/chat/upload')
    .field('sessionId', session.sessionId)
    .field('threadId', session.threadId);
  for (const [content, filename, contentType = 'application/pdf'] of files)
    call.attach('files', content, { filename, contentType });
  return call;
}

async function storedBlobs(t: TestApp): Promise<string[]> {
  try {
    return await readdir(join(t.config.dataDir, 'files'));
  } catch {
    return [];
  }
}

describe('chat API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('config and init', () => {
    it('says which provider is live and the initial message', async () => {
      const response = await request(t.app).get('/api/chat/config');
      expect(response.body).toEqual({ provider: 'offline', initialMessage: DEFAULT_INITIAL_MESSAGE });
    });

    it('is idempotent per session id and e-mails the admin once the visitor writes, not when the widget opens', async () => {
      const sessionId = newSessionId();
      const before = t.mail.sent.length;
      const geoData = { ip: '203.0.113.9', city: 'Berlin', country: 'Germany', country_code: 'de', flag_emoji: '🏴' };
      const first = await request(t.app)
        .post('/api/chat/init')
        .send({ sessionId, geoData, userAgent: 'Mozilla/5.0 test' });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        threadId: expect.stringMatching(/^conv_[a-f0-9]{24}$/),
        initialMessage: DEFAULT_INITIAL_MESSAGE,
        messages: [],
        staffAvatarUrl: null,
      });
      const again = await request(t.app).post('/api/chat/init').send({ sessionId, geoData });
      expect(again.body.threadId).toBe(first.body.threadId);
      await t.settled();
      expect(t.mail.sent.slice(before)).toEqual([]);

      expect((await say(t, sessionId, 'Hello, I need help with a lease.')).status).toBe(200);
      expect((await say(t, sessionId, 'It is for a shop.')).status).toBe(200);
      await t.settled();
      const mails = t.mail.sent.slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: ADMIN_EMAIL, subject: 'New chat session started' });
      expect(mails[0]!.text).toContain('Location: Berlin, Germany 🇩🇪');
      expect(mails[0]!.text).toMatch(/Started: \d{4}-\d\d-\d\d \d\d:\d\d UTC/);

      const session = await t.storage.collection('chatSessions').findOne({ sessionId });
      expect(session).toMatchObject({
        conversationId: first.body.threadId,
        status: 'active',
        messageCount: 4,
        readStatus: 'unread',
        favorite: false,
        city: 'Berlin',
        country: 'Germany',
        countryCode: 'DE',
        flagEmoji: '🇩🇪',
        reportedIp: '203.0.113.9',
        userAgent: 'Mozilla/5.0 test',
        userId: null,
        requestId: null,
      });
      // The address the server saw is kept beside the browser's claim, never replaced by it.
      expect(session!.ipAddress).toMatch(/127\.0\.0\.1|::1/);
    });

    it('applies the spec defaults when the browser has no location', async () => {
      const { sessionId } = await start(t);
      const session = await t.storage.collection('chatSessions').findOne({ sessionId });
      expect(session).toMatchObject({
        city: 'Unknown',
        country: 'Unknown',
        countryCode: '',
        flagEmoji: '🌐',
        reportedIp: '',
      });
    });

    it('sends the notifications to the admin_email setting when one is stored', async () => {
      await t.storage.collection('settings').insert({ settingKey: 'admin_email', settingValue: 'intake@lexa.example' });
      try {
        const { sessionId } = await start(t);
        await say(t, sessionId, 'Hello').expect(200);
        await t.settled();
        expect(t.mail.sent.at(-1)).toMatchObject({ to: 'intake@lexa.example', subject: 'New chat session started' });
      } finally {
        await t.storage.collection('settings').deleteMany({ settingKey: 'admin_email' });
      }
    });

    it('links the session to a signed-in client', async () => {
      const client = await t.signup('chatter@example.com');
      const { sessionId } = await start(t, newSessionId(), client.token);
      expect((await t.storage.collection('chatSessions').findOne({ sessionId }))!.userId).toBe(client.userId);
    });

    it.each([
      ['a short session id', { sessionId: 'abc' }],
      ['a session id with odd characters', { sessionId: 'session_<script>' }],
      ['an unknown field', { sessionId: newSessionId(), admin: true }],
      ['an operator as session id', { sessionId: { $ne: null } }],
      ['a geoData object where a string belongs', { sessionId: newSessionId(), geoData: { city: { $gt: '' } } }],
    ])('refuses %s', async (_label, body) => {
      const response = await request(t.app).post('/api/chat/init').send(body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    });

    it("names the staff avatar once the admin uploads one, and the widget's image answers without a token", async () => {
      const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#236' } })
        .png()
        .toBuffer();
      const uploaded = await request(t.app)
        .post('/api/admin/avatar')
        .set(bearer(await t.tokenFor('admin')))
        .attach('avatar', photo, { filename: 'face.png', contentType: 'image/png' });
      expect(uploaded.status).toBe(200);

      const opened = await request(t.app).post('/api/chat/init').send({ sessionId: newSessionId() });
      expect(opened.status).toBe(200);
      expect(opened.body.staffAvatarUrl).toBe(uploaded.body.avatarUrl);
      // Nothing else of the settings comes with it.
      expect(Object.keys(opened.body).sort()).toEqual(['initialMessage', 'messages', 'staffAvatarUrl', 'threadId']);
      const image = await request(t.app).get(opened.body.staffAvatarUrl as string);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    });
  });

  describe('a reload', () => {
    it('gets the conversation so far, with its files, and only for the browser or client that holds it', async () => {
      const session = await start(t);
      expect((await upload(t, session, [[PNG, 'photo.png', 'image/png']])).status).toBe(200);
      await say(t, session.sessionId, 'Please look at photo.png').expect(200);
      await say(t, session.sessionId, 'Thanks!').expect(200);

      const reload = await request(t.app).post('/api/chat/init').send({ sessionId: session.sessionId });
      expect(reload.status).toBe(200);
      expect(reload.body.threadId).toBe(session.threadId);
      const shown = reload.body.messages as { role: string; content: string; files?: { originalName: string }[] }[];
      expect(shown.map(({ role, content }) => [role, content])).toEqual([
        ['user', 'Please look at photo.png'],
        ['assistant', expect.any(String)],
        ['user', 'Thanks!'],
        ['assistant', expect.any(String)],
      ]);
      expect(shown[0]!.files).toEqual([expect.objectContaining({ originalName: 'photo.png' })]);

      // A session that belongs to a client is shown again to that client only.
      const owner = await t.signup('reload-owner@example.com');
      const other = await t.signup('reload-other@example.com');
      const linked = await start(t, newSessionId(), owner.token);
      await say(t, linked.sessionId, 'My own question').expect(200);
      const init = (token?: string) => {
        const call = request(t.app).post('/api/chat/init');
        if (token) call.set(bearer(token));
        return call.send({ sessionId: linked.sessionId });
      };
      expect((await init(owner.token)).body.messages).toHaveLength(2);
      expect((await init(other.token)).body.messages).toEqual([]);
      expect((await init()).body.messages).toEqual([]);
    });
  });

  describe('messages', () => {
    it('answers with the offline assistant and stores both sides in order', async () => {
      const { sessionId } = await start(t);
      const response = await say(t, sessionId, '  I need an NDA before talking to a potential investor.  ');
      expect(response.status).toBe(200);
      expect(response.body.message).toMatch(/contract/i);
      expect(new Date(response.body.timestamp).getTime()).not.toBeNaN();

      const second = await say(t, sessionId, 'We are in Delaware.');
      expect(second.body.message).not.toBe(response.body.message);

      const stored = await t.storage.collection('chatMessages').find({ sessionId }, { sort: { position: 1 } });
      expect(stored.map(({ role, position }) => [role, position])).toEqual([
        ['user', 1],
        ['assistant', 2],
        ['user', 3],
        ['assistant', 4],
      ]);
      expect(stored[0]!.content).toBe('I need an NDA before talking to a potential investor.');
      expect(stored[1]!.content).toBe(response.body.message);
      expect((await t.storage.collection('chatSessions').findOne({ sessionId }))!.messageCount).toBe(4);
    });

    const questions: [string, RegExp][] = [
      ['Can you review the NDA my supplier sent me?', /contract/i],
      ['I want to register a trademark for my coffee brand in the EU', /trademark|EU trade mark/i],
      ['Someone copied my photos and posts them on their website', /copyright|takedown/i],
      ['Can my invention be patented if I showed it at a trade fair?', /patent|invention/i],
      ['How do I incorporate a Delaware C-Corp as a foreign founder?', /Delaware/],
      ['We are raising a pre-seed round on a post-money SAFE with a valuation cap', /SAFE|valuation/],
      ['My employer has not paid my overtime for two months', /overtime|wage/i],
      ['My landlord refuses to return my security deposit', /deposit|lease/i],
      ['Do I need to register for VAT when selling to UK customers?', /VAT/],
      ['I have been served with a lawsuit by a former client', /lawsuit|court|summons|served/i],
      ['A customer owes my business $8,000 and ignores my invoices', /demand letter|invoice|payment/i],
      ['We need a shareholders agreement with drag-along rights', /shareholders|drag-along/i],
      ['Does GDPR apply to my US company if I have EU users?', /GDPR/],
      ['Could I get an O-1 visa as a startup founder?', /visa|founder/i],
      ['What should the refund policy of my online store say?', /refund|consumer/i],
      ['How do I set up a GmbH in Germany?', /GmbH/],
      ['I want to open a free zone company in Dubai', /free zone/i],
      ['Our LLC needs an operating agreement for two members', /operating agreement|governing documents/i],
      ['Is it legal to monitor my employees with tracking software?', /privacy|personal data|employ/i],
      ['How do I respond to an IRS notice about my business taxes?', /notice|tax/i],
    ];

    it('gives 20 varied legal questions and the 3 chips non-empty, distinct, relevant answers', async () => {
      const replies: string[] = [];
      for (const [question, relevant] of questions) {
        const { sessionId } = await start(t);
        const response = await say(t, sessionId, question);
        expect(response.status).toBe(200);
        expect(response.body.message.length).toBeGreaterThan(80);
        expect(response.body.message).toMatch(relevant);
        expect(response.body.message).toContain('http://localhost:8080/client/request');
        replies.push(response.body.message);
      }
      for (const chip of CHAT_CHIPS) {
        const { sessionId } = await start(t);
        const response = await say(t, sessionId, chip.message);
        expect(response.status).toBe(200);
        expect(response.body.message.trim()).not.toBe('');
        replies.push(response.body.message);
      }
      expect(new Set(replies).size).toBe(replies.length);
    });

    it('refuses blank, overlong and misdirected messages', async () => {
      const { sessionId } = await start(t);
      expect((await say(t, sessionId, '   ')).status).toBe(400);
      const overlong = await say(t, sessionId, 'x'.repeat(4001));
      expect(overlong.status).toBe(400);
      expect(overlong.body).toMatchObject({ code: 'VALIDATION_FAILED', error: CHAT_MESSAGE_TOO_LONG });
      expect((await say(t, sessionId, 'x'.repeat(4000))).status).toBe(200);
      const unknown = await say(t, newSessionId(), 'Hello');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ error: 'Chat session not found', code: 'NOT_FOUND' });
    });
  });

  describe('uploads', () => {
    it('accepts a real PDF and uses its text in the follow-up analysis', async () => {
      const session = await start(t);
      const pdf = await makePdf(
        'MUTUAL NON-DISCLOSURE AGREEMENT. This Agreement is made on March 3, 2025 by and between Acme Robotics Inc. and Beta Labs LLC. ' +
          '"Confidential Information" means any non-public information. A breach fee of $50,000 applies. ' +
          'This Agreement is governed by the laws of the State of Delaware.',
      );
      const response = await upload(t, session, [[pdf, 'mutual-nda.pdf']]);
      expect(response.status).toBe(200);
      expect(response.body.files).toEqual([
        {
          id: expect.any(String),
          originalName: 'mutual-nda.pdf',
          filename: expect.stringMatching(/^[a-f0-9]{24}\.pdf$/),
          fileSize: pdf.length,
          mimeType: 'application/pdf',
          category: 'other',
        },
      ]);

      const reply = await say(t, session.sessionId, 'Please analyze the uploaded file: mutual-nda.pdf');
      expect(reply.status).toBe(200);
      expect(reply.body.message).toContain('mutual-nda.pdf: this looks like a non-disclosure agreement');
      expect(reply.body.message).toMatch(/Acme Robotics Inc\./);
      expect(reply.body.message).toContain('$50,000');
      const [userMessage] = await t.storage
        .collection('chatMessages')
        .find({ sessionId: session.sessionId, role: 'user' });
      expect(userMessage!.fileIds).toEqual([response.body.files[0].id]);
    }, 20_000);

    it('reads a DOCX too, and is honest about a ZIP that only claims to be one', async () => {
      const session = await start(t);
      const docx = await makeDocx([
        'EMPLOYMENT AGREEMENT',
        'This agreement is between Northwind Ltd and the Employee, starting on 1 June 2025.',
        'Salary: £48,000 per year. The Employee shall keep all information confidential.',
      ]);
      const notWord = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 1)]);
      const response = await upload(t, session, [
        [docx, 'offer.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
        [notWord, 'archive.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ]);
      expect(response.status).toBe(200);
      const reply = await say(t, session.sessionId, 'Please analyze the uploaded files: offer.docx, archive.docx');
      expect(reply.body.message).toContain('offer.docx: this looks like an employment agreement');
      expect(reply.body.message).toContain('£48,000');
      expect(reply.body.message).toContain("archive.docx: I couldn't read any text from this file");
    }, 20_000);

    it('keeps a non-ASCII file name', async () => {
      const session = await start(t);
      const response = await upload(t, session, [[PNG, 'Vertrag-Müller-é.png', 'image/png']]);
      expect(response.status).toBe(200);
      expect(response.body.files[0]).toMatchObject({
        originalName: 'Vertrag-Müller-é.png',
        category: 'image',
        mimeType: 'image/png',
      });
    });

    it('refuses an executable renamed .pdf and stores nothing', async () => {
      const session = await start(t);
      const blobs = await storedBlobs(t);
      const response = await upload(t, session, [[EXECUTABLE, 'invoice.pdf']]);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 'File "invoice.pdf" is not a supported format. Allowed: PDF, DOC, DOCX, JPG, PNG.',
        code: 'UNSUPPORTED_FILE_TYPE',
      });
      expect(await storedBlobs(t)).toEqual(blobs);
      expect(await t.storage.collection('files').count({ sessionId: session.sessionId })).toBe(0);
    });

    it('words type refusals as the widget does: format first, then extension', async () => {
      const session = await start(t);
      const gif = await upload(t, session, [[PNG, 'photo.gif', 'image/gif']]);
      expect(gif.body.error).toBe('File "photo.gif" is not a supported format. Allowed: PDF, DOC, DOCX, JPG, PNG.');
      const renamed = await upload(t, session, [[PNG, 'photo.webp', 'image/png']]);
      expect(renamed.body.error).toBe('File "photo.webp" has an unsupported extension.');
      const pngAsJpg = await upload(t, session, [[PNG, 'photo.jpg', 'image/jpeg']]);
      expect(pngAsJpg.status).toBe(400);
    });

    it('refuses a file over 10MB with 413 and stores nothing', async () => {
      const session = await start(t);
      const blobs = await storedBlobs(t);
      const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
      const response = await upload(t, session, [[big, 'big.pdf']]);
      expect(response.status).toBe(413);
      expect(response.body).toEqual({
        error: 'File "big.pdf" is too large. Maximum size is 10MB.',
        code: 'PAYLOAD_TOO_LARGE',
      });
      expect(await storedBlobs(t)).toEqual(blobs);
      expect(await t.storage.collection('files').count({ sessionId: session.sessionId })).toBe(0);
    });

    it('stores nothing when one file of a batch fails', async () => {
      const session = await start(t);
      const blobs = await storedBlobs(t);
      const good = await makePdf('A perfectly fine document.');
      const response = await upload(t, session, [
        [good, 'first.pdf'],
        [PNG, 'second.png', 'image/png'],
        [EXECUTABLE, 'third.pdf'],
      ]);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(
        'File "third.pdf" is not a supported format. Allowed: PDF, DOC, DOCX, JPG, PNG.',
      );
      expect(await storedBlobs(t)).toEqual(blobs);
      expect(await t.storage.collection('files').count({ sessionId: session.sessionId })).toBe(0);
    });

    it('allows 5 files per chat, counting the ones already there', async () => {
      const session = await start(t);
      expect(
        (
          await upload(t, session, [
            [PNG, 'a.png', 'image/png'],
            [PNG, 'b.png', 'image/png'],
            [PNG, 'c.png', 'image/png'],
          ])
        ).status,
      ).toBe(200);
      const blobs = await storedBlobs(t);
      const over = await upload(t, session, [
        [PNG, 'd.png', 'image/png'],
        [PNG, 'e.png', 'image/png'],
        [PNG, 'f.png', 'image/png'],
      ]);
      expect(over.status).toBe(400);
      expect(over.body).toEqual({
        error: 'Maximum 5 files allowed per chat. You have 3 files already.',
        code: 'TOO_MANY_FILES',
      });
      expect(await storedBlobs(t)).toEqual(blobs);
      expect(
        (
          await upload(t, session, [
            [PNG, 'd.png', 'image/png'],
            [PNG, 'e.png', 'image/png'],
          ])
        ).status,
      ).toBe(200);
      const sixth = await upload(t, session, [[PNG, 'f.png', 'image/png']]);
      expect(sixth.body.error).toBe('Maximum 5 files allowed per chat. You have 5 files already.');
      expect(await t.storage.collection('files').count({ sessionId: session.sessionId })).toBe(5);
    });

    it('refuses six files in one request', async () => {
      const session = await start(t);
      const six = Array.from({ length: 6 }, (_, index): [Buffer, string, string] => [
        PNG,
        `p${index}.png`,
        'image/png',
      ]);
      const response = await upload(t, session, six);
      expect(response.body).toEqual({
        error: 'Maximum 5 files allowed per chat. You have 0 files already.',
        code: 'TOO_MANY_FILES',
      });
      expect(await t.storage.collection('files').count({ sessionId: session.sessionId })).toBe(0);
    });

    it('removes the stored files when the fields are wrong', async () => {
      const session = await start(t);
      const blobs = await storedBlobs(t);
      const response = await upload(t, { ...session, threadId: 'conv_someone_else' }, [[PNG, 'a.png', 'image/png']]);
      expect(response.status).toBe(404);
      expect(await storedBlobs(t)).toEqual(blobs);
    });
  });

  describe('end', () => {
    it('ends the chat once and e-mails the transcript with times, roles and file names', async () => {
      const session = await start(t);
      await upload(t, session, [[PNG, 'scan.png', 'image/png']]);
      await say(t, session.sessionId, 'I need help with a trademark for my bakery.');
      await say(t, session.sessionId, 'It is called Flour Power.');
      await t.settled();
      const before = t.mail.sent.length;

      const response = await request(t.app).post('/api/chat/end').send({ sessionId: session.sessionId });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ok: true });
      expect((await request(t.app).post('/api/chat/end').send({ sessionId: session.sessionId })).status).toBe(200);
      await t.settled();

      const mails = t.mail.sent.slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to).toBe(ADMIN_EMAIL);
      expect(mails[0]!.subject).toMatch(/^Chat transcript — Unknown, Unknown — 4 messages$/);
      const text = mails[0]!.text;
      expect(text).toMatch(
        /\[\d{4}-\d\d-\d\d \d\d:\d\d UTC\] Visitor:\nI need help with a trademark for my bakery\.\n {2}\[Files: scan\.png\]/,
      );
      expect(text).toMatch(/\] Assistant:\n/);
      expect(text).toContain('It is called Flour Power.');
      expect(text).toMatch(/Files uploaded:\n- scan\.png \(image\/png, 208 Bytes,/);
      expect(text.indexOf('trademark for my bakery')).toBeLessThan(text.indexOf('Flour Power'));

      const stored = await t.storage.collection('chatSessions').findOne({ sessionId: session.sessionId });
      expect(stored).toMatchObject({ status: 'ended', endTime: expect.any(Date) });
      const after = await say(t, session.sessionId, 'One more thing');
      expect(after.status).toBe(409);
      expect(after.body.code).toBe('CHAT_ENDED');
    });

    it('opens an ended chat again when the widget starts over with the same session id', async () => {
      const session = await start(t);
      await say(t, session.sessionId, 'Hello');
      await request(t.app).post('/api/chat/end').send({ sessionId: session.sessionId });
      expect((await start(t, session.sessionId)).threadId).toBe(session.threadId);
      expect((await say(t, session.sessionId, 'Back again')).status).toBe(200);
      expect(await t.storage.collection('chatSessions').findOne({ sessionId: session.sessionId })).toMatchObject({
        status: 'active',
        endTime: null,
        messageCount: 4,
      });
    });

    it('answers 404 for an unknown session', async () => {
      expect((await request(t.app).post('/api/chat/end').send({ sessionId: newSessionId() })).status).toBe(404);
    });
  });

  describe('history and my-session (signed-in clients)', () => {
    const history = (sessionId: string, token?: string) => {
      const call = request(t.app).get('/api/chat/history').query({ sessionId });
      return token ? call.set(bearer(token)) : call;
    };
    const mySession = (token: string) => request(t.app).get('/api/chat/my-session').set(bearer(token));
    const sayAs = (sessionId: string, message: string, token: string) =>
      request(t.app).post('/api/chat/message').set(bearer(token)).send({ sessionId, message });

    it('returns the client’s own conversation, oldest first, after two exchanges', async () => {
      const client = await t.signup('history-own@example.com');
      expect((await mySession(client.token)).body).toEqual({ sessionId: null });
      const { sessionId, threadId } = await start(t, newSessionId(), client.token);

      expect((await sayAs(sessionId, 'My landlord kept my deposit', client.token)).status).toBe(200);
      expect((await sayAs(sessionId, 'What can I do next?', client.token)).status).toBe(200);

      const response = await history(sessionId, client.token);
      expect(response.status).toBe(200);
      expect(response.body.threadId).toBe(threadId);
      const messages = response.body.messages as {
        id: string;
        role: string;
        content: string;
        timestamp: string;
        files?: unknown;
      }[];
      expect(messages.map(({ role }) => role)).toEqual(['user', 'assistant', 'user', 'assistant']);
      expect(messages[0]).toEqual({
        id: expect.any(String),
        role: 'user',
        content: 'My landlord kept my deposit',
        timestamp: expect.any(String),
      });
      expect(messages[2]!.content).toBe('What can I do next?');
      expect(messages[1]!.content.length).toBeGreaterThan(0);
      const times = messages.map(({ timestamp }) => Date.parse(timestamp));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(new Set(messages.map(({ id }) => id)).size).toBe(4);

      expect((await mySession(client.token)).body).toEqual({ sessionId });
    });

    it('lists the files a message carried', async () => {
      const client = await t.signup('history-files@example.com');
      const session = await start(t, newSessionId(), client.token);
      const pdf = await makePdf('Lease agreement between the landlord and the tenant.');
      expect((await upload(t, session, [[pdf, 'lease.pdf']])).status).toBe(200);
      expect((await sayAs(session.sessionId, 'Please analyse my lease', client.token)).status).toBe(200);

      const { body } = await history(session.sessionId, client.token);
      expect(body.messages[0]).toMatchObject({
        role: 'user',
        files: [
          { id: expect.any(String), originalName: 'lease.pdf', mimeType: 'application/pdf', fileSize: pdf.length },
        ],
      });
      expect(body.messages[1].files).toBeUndefined();
    });

    it('gives the most recent session linked to the account', async () => {
      const client = await t.signup('history-latest@example.com');
      await start(t, newSessionId(), client.token);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const { sessionId } = await start(t, newSessionId(), client.token);
      expect((await mySession(client.token)).body).toEqual({ sessionId });
    });

    it('answers 404 for another client’s session and for an anonymous one', async () => {
      const owner = await t.signup('history-owner@example.com');
      const other = await t.signup('history-other@example.com');
      const { sessionId } = await start(t, newSessionId(), owner.token);
      const otherCall = await history(sessionId, other.token);
      expect(otherCall.status).toBe(404);
      expect(otherCall.body).toMatchObject({ code: 'NOT_FOUND' });

      const anonymous = await start(t);
      expect((await say(t, anonymous.sessionId, 'Hello')).status).toBe(200);
      expect((await history(anonymous.sessionId, other.token)).status).toBe(404);
      // Asking for the history does not link the anonymous session.
      expect(
        (await t.storage.collection('chatSessions').findOne({ sessionId: anonymous.sessionId }))!.userId,
      ).toBeNull();
      expect((await history(newSessionId(), other.token)).status).toBe(404);
    });

    it('needs a client token and strict input', async () => {
      const client = await t.signup('history-strict@example.com');
      const { sessionId } = await start(t, newSessionId(), client.token);
      const noToken = await history(sessionId);
      expect(noToken.status).toBe(401);
      expect(noToken.body).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect((await request(t.app).get('/api/chat/my-session')).status).toBe(401);
      const admin = await t.tokenFor('admin');
      expect((await history(sessionId, admin)).status).toBe(403);
      expect((await mySession(admin)).status).toBe(403);

      expect((await history('bad id!', client.token)).status).toBe(400);
      expect((await request(t.app).get('/api/chat/history').set(bearer(client.token))).status).toBe(400);
      const extra = await request(t.app)
        .get('/api/chat/history')
        .query({ sessionId, limit: '5' })
        .set(bearer(client.token));
      expect(extra.status).toBe(400);
      expect(
        (await request(t.app).get('/api/chat/my-session').query({ userId: 'x' }).set(bearer(client.token))).status,
      ).toBe(400);
    });
  });
});

describe('chat API when the provider fails', () => {
  /** Everything of the real provider except a reply, which fails the way a provider outage does. */
  class FailingAssistant extends OfflineAssistant {
    override async reply(): Promise<string> {
      throw new AssistantUnavailableError('stub outage');
    }
  }
  const failing = new FailingAssistant('http://localhost:8080');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { assistant: failing });
  });
  afterAll(() => t.close());

  it('answers 502 in the one error shape and keeps the visitor message', async () => {
    const { sessionId } = await start(t);
    const response = await say(t, sessionId, 'Hello?');
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ error: 'Failed to send message', code: 'ASSISTANT_UNAVAILABLE' });
    const stored = await t.storage.collection('chatMessages').find({ sessionId });
    expect(stored.map(({ role, content }) => [role, content])).toEqual([['user', 'Hello?']]);
  });
});

describe('chat rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      chatRateLimits: {
        ...RELAXED_CHAT_LIMITS,
        messagesPerSession: { windowMs: 60_000, max: 2 },
        openPerIp: { windowMs: 60_000, max: 4 },
      },
    });
  });
  afterAll(() => t.close());

  it('limits messages per session without blocking other sessions', async () => {
    const first = await start(t);
    const second = await start(t);
    expect((await say(t, first.sessionId, 'Hello')).status).toBe(200);
    expect((await say(t, first.sessionId, 'Hello again')).status).toBe(200);
    const limited = await say(t, first.sessionId, 'And again');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect((await say(t, second.sessionId, 'Hello')).status).toBe(200);
  });

  it('limits how many chats one address can start', async () => {
    await start(t);
    await start(t);
    const response = await request(t.app).post('/api/chat/init').send({ sessionId: newSessionId() });
    expect(response.status).toBe(429);
  });
});
