import request from 'supertest';
import { newId } from '../storage/ids';
import { startSmtpInbox, type SmtpInbox } from '../test-support/smtp-inbox';
import { withTempDir } from '../test-support/temp-dir';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';
import { MAX_ATTEMPTS, REMINDER_INTERVAL_MS, RETRY_DELAY_MS } from './service';

const HOUR = 60 * 60 * 1000;
const DAY = REMINDER_INTERVAL_MS;
const STAFF_MESSAGE = 'Please send us the signed lease so we can review clause 4.';

type Update = { message: string; isInternal: boolean };

/** Every test mails through a real SMTP server on loopback; each uses a client (an inbox) of its own. */
describe('request reminders', () => {
  let inbox: SmtpInbox;
  let t: TestApp;
  let admin: string;
  let clientCount = 0;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox.close());

  beforeEach(async () => {
    t = await createTestApp({ smtpUrl: inbox.url });
    admin = await t.tokenFor('admin');
  });
  afterEach(() => t?.close());

  const newClient = async () => {
    clientCount += 1;
    const email = `reminded-${clientCount}@example.com`;
    return { email, ...(await t.signup(email)) };
  };

  /** A request whose latest message the client can see is from staff: it waits for the client. */
  const waitingRequest = async (app: TestApp, clientId: string) => {
    const created = await app.modules.requests.service.create({
      clientId,
      title: 'Lease review',
      description: 'Please review my apartment lease before I sign it.',
      contactEmail: 'contact@example.com',
    });
    const reply = await request(app.app)
      .post(`/api/admin/requests/${created.id}/updates`)
      .set(bearer(await app.tokenFor('admin')))
      .send({ message: STAFF_MESSAGE, isInternal: false, alias: 'Sarah' });
    expect(reply.status).toBe(201);
    return created;
  };

  const sendReminder = (id: string, token: string | null = admin) => {
    const call = request(t.app).post(`/api/admin/dashboard/requests/${id}/send-reminder`);
    return token ? call.set(bearer(token)) : call;
  };
  const toggle = (id: string, body: unknown, token: string | null = admin, app = t) => {
    const call = request(app.app).post(`/api/admin/dashboard/requests/${id}/toggle-auto-reminder`);
    return (token ? call.set(bearer(token)) : call).send(body as object);
  };
  const staffUpdates = async (id: string, app = t) =>
    (
      await request(app.app)
        .get(`/api/admin/requests/${id}/updates`)
        .set(bearer(await app.tokenFor('admin')))
    ).body.updates as Update[];
  const clientUpdates = async (id: string, token: string) =>
    (await request(t.app).get(`/api/dashboard/requests/${id}/updates`).set(bearer(token))).body.updates as Update[];
  const notes = async (id: string, app = t) =>
    (await staffUpdates(id, app)).filter((update) => update.isInternal).map((update) => update.message);
  const stored = (id: string, app = t) => app.storage.collection('legalRequests').findById(id);
  const sweepAfter = (ms: number, app = t) => {
    app.clock.advance(ms);
    return app.modules.reminders.service.sweep(app.clock.now());
  };

  describe('send reminder', () => {
    it('e-mails the client the latest staff message and a link, and notes it for staff only', async () => {
      const client = await newClient();
      const { id, requestNumber } = await waitingRequest(t, client.userId);

      const response = await sendReminder(id);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'Reminder sent', sentAt: expect.any(String), sentTo: client.email });

      const [mail, ...more] = inbox.to(client.email);
      expect(more).toHaveLength(0);
      expect(mail!.subject).toContain(requestNumber);
      expect(mail!.text).toContain(`> ${STAFF_MESSAGE}`);
      expect(mail!.text).toContain(`${t.config.publicUrl}/client/dashboard?request=${id}&highlight=true`);
      expect((await stored(id))!.lastReminderAt?.toISOString()).toBe(response.body.sentAt);

      expect(await notes(id)).toEqual([`Reminder e-mail sent to ${client.email}`]);
      const seen = await clientUpdates(id, client.token);
      expect(seen.map((update) => update.message)).toEqual([STAFF_MESSAGE]);
    });

    it("uses the request's contact e-mail when the client has no account any more", async () => {
      const { id } = await waitingRequest(t, newId());
      const response = await sendReminder(id);
      expect(response.status).toBe(200);
      expect(response.body.sentTo).toBe('contact@example.com');
      expect(inbox.to('contact@example.com').at(-1)!.text).toContain(STAFF_MESSAGE);
    });

    it('answers 502 when the mail fails, and records nothing as sent', async () => {
      const client = await newClient();
      const { id } = await waitingRequest(t, client.userId);
      inbox.refused.add(client.email);

      const response = await sendReminder(id);
      expect(response.status).toBe(502);
      expect(response.body).toEqual({ error: 'Failed to send reminder email', code: 'REMINDER_FAILED' });
      expect(inbox.attempts(client.email)).toBe(1);
      expect(await notes(id)).toEqual([]);
      expect((await stored(id))!.lastReminderAt).toBeNull();
    });
  });

  describe('who may call, and what', () => {
    it('lets only admins send or toggle: 401 without a token, 403 for a client', async () => {
      const client = await newClient();
      const { id } = await waitingRequest(t, client.userId);
      for (const token of [null, client.token, await t.tokenFor('attorney')]) {
        const expected = token ? 403 : 401;
        expect((await sendReminder(id, token)).status).toBe(expected);
        expect((await toggle(id, { enabled: true }, token)).status).toBe(expected);
      }
      expect(inbox.to(client.email)).toHaveLength(0);
      expect((await stored(id))!.autoReminderEnabled).toBe(false);
    });

    it('answers 404 for an unknown request and 400 for a bad body', async () => {
      const missing = newId();
      expect((await sendReminder(missing)).status).toBe(404);
      expect((await toggle(missing, { enabled: true })).status).toBe(404);

      const client = await newClient();
      const { id } = await waitingRequest(t, client.userId);
      for (const body of [{}, { enabled: 'yes' }, { enabled: true, extra: 1 }]) {
        const response = await toggle(id, body);
        expect(response.status).toBe(400);
        expect(response.body.code).toBe('VALIDATION_FAILED');
      }
      expect((await sendReminder(id).send({ force: true })).status).toBe(400);
      expect(inbox.to(client.email)).toHaveLength(0);
    });
  });

  describe('auto reminder', () => {
    it('turns on and off, answering with the request', async () => {
      const client = await newClient();
      const { id } = await waitingRequest(t, client.userId);

      const before = t.clock.now().getTime();
      const on = await toggle(id, { enabled: true });
      expect(on.status).toBe(200);
      expect(on.body.request).toMatchObject({ id, autoReminderEnabled: true });
      const due = (await stored(id))!.nextReminderAt!.getTime();
      expect(due).toBeGreaterThanOrEqual(before + DAY);
      expect(due).toBeLessThanOrEqual(t.clock.now().getTime() + DAY);

      const off = await toggle(id, { enabled: false });
      expect(off.body.request).toMatchObject({ id, autoReminderEnabled: false });
      expect((await stored(id))!.nextReminderAt).toBeNull();
      expect((await sweepAfter(DAY)).sent).toBe(0);
      expect(inbox.to(client.email)).toHaveLength(0);
    });

    it('keeps the running schedule when turned on twice, and schedules a record switched on without one', async () => {
      const client = await newClient();
      const { id } = await waitingRequest(t, client.userId);
      await toggle(id, { enabled: true });
      const first = (await stored(id))!.nextReminderAt!.getTime();
      t.clock.advance(HOUR);
      expect((await toggle(id, { enabled: true })).body.request.autoReminderEnabled).toBe(true);
      expect((await stored(id))!.nextReminderAt!.getTime()).toBe(first);

      // As the old store's import leaves it: on, with nothing pending.
      const other = await waitingRequest(t, client.userId);
      await t.storage.collection('legalRequests').updateOne({ id: other.id }, { $set: { autoReminderEnabled: true } });
      await toggle(other.id, { enabled: true });
      expect((await stored(other.id))!.nextReminderAt).not.toBeNull();
      expect((await sweepAfter(DAY)).sent).toBe(2);
    });

    it('sends once when 24 hours have passed, never twice for one due reminder, even from concurrent sweeps', async () => {
      const client = await newClient();
      const { id } = await waitingRequest(t, client.userId);
      await toggle(id, { enabled: true });

      await sweepAfter(DAY - HOUR);
      expect(inbox.to(client.email)).toHaveLength(0);

      expect((await sweepAfter(HOUR)).sent).toBe(1);
      const [mail] = inbox.to(client.email);
      expect(mail!.text).toContain(STAFF_MESSAGE);
      expect(mail!.text).toContain(`/client/dashboard?request=${id}&highlight=true`);
      expect((await t.modules.reminders.service.sweep(t.clock.now())).sent).toBe(0);
      expect(inbox.to(client.email)).toHaveLength(1);

      t.clock.advance(DAY);
      const now = t.clock.now();
      const results = await Promise.all([
        t.modules.reminders.service.sweep(now),
        t.modules.reminders.service.sweep(now),
      ]);
      expect(results.map((result) => result.sent).sort()).toEqual([0, 1]);
      expect(inbox.to(client.email)).toHaveLength(2);

      expect(await notes(id)).toEqual([
        `Automatic reminder 1 of 7 sent to ${client.email}`,
        `Automatic reminder 2 of 7 sent to ${client.email}`,
      ]);
      const seen = await clientUpdates(id, client.token);
      expect(seen.some((update) => update.isInternal || /reminder/i.test(update.message))).toBe(false);
    });

    it('stops when the client answers, and stays off until turned on again', async () => {
      const client = await newClient();
      const { id } = await waitingRequest(t, client.userId);
      await toggle(id, { enabled: true });
      const answer = await request(t.app)
        .post(`/api/dashboard/requests/${id}/updates`)
        .set(bearer(client.token))
        .send({ message: 'Here is the signed lease.' });
      expect(answer.status).toBe(201);

      // The answer itself ended the schedule: nothing is due any more.
      expect((await sweepAfter(DAY)).sent).toBe(0);
      expect(inbox.to(client.email)).toHaveLength(0);
      const request_ = (await request(t.app).get(`/api/dashboard/requests/${id}`).set(bearer(client.token))).body
        .request;
      expect(request_.autoReminderEnabled).toBe(false);

      // Staff write again: the schedule stays off.
      await request(t.app)
        .post(`/api/admin/requests/${id}/updates`)
        .set(bearer(admin))
        .send({ message: 'Thanks, one more page is missing.', isInternal: false, alias: 'Sarah' });
      await sweepAfter(DAY);
      expect(inbox.to(client.email)).toHaveLength(0);

      await toggle(id, { enabled: true });
      await sweepAfter(DAY);
      expect(inbox.to(client.email).map((mail) => mail.text)).toEqual([
        expect.stringContaining('one more page is missing'),
      ]);
    });

    it('stops when the client answered, even if staff wrote again before the reminder was due', async () => {
      const client = await newClient();
      const { id } = await waitingRequest(t, client.userId);
      await toggle(id, { enabled: true });
      const thread = (await request(t.app).get('/api/messages/threads').set(bearer(client.token))).body.threads.find(
        (candidate: { requestId: string }) => candidate.requestId === id,
      );
      await request(t.app)
        .post('/api/messages')
        .set(bearer(client.token))
        .field('threadId', thread.threadId)
        .field('content', 'Answered from Messages.');
      await request(t.app)
        .post(`/api/admin/requests/${id}/updates`)
        .set(bearer(admin))
        .send({ message: 'Thank you, we will look at it.', alias: 'Sarah' });

      await sweepAfter(DAY);
      expect(inbox.to(client.email)).toHaveLength(0);
      const request_ = (await request(t.app).get(`/api/dashboard/requests/${id}`).set(bearer(client.token))).body
        .request;
      expect(request_.autoReminderEnabled).toBe(false);
    });

    it('stops when the request is resolved', async () => {
      const client = await newClient();
      const { id } = await waitingRequest(t, client.userId);
      await toggle(id, { enabled: true });
      const resolved = await request(t.app)
        .patch(`/api/admin/requests/${id}/status`)
        .set(bearer(admin))
        .send({ status: 'resolved' });
      expect(resolved.status).toBe(200);

      expect((await sweepAfter(DAY)).stopped).toBe(1);
      expect(inbox.to(client.email)).toHaveLength(0);
      expect((await stored(id))!).toMatchObject({ autoReminderEnabled: false, nextReminderAt: null });
    });

    it('sends 7 reminders, one a day, then stops', async () => {
      const client = await newClient();
      const { id } = await waitingRequest(t, client.userId);
      await toggle(id, { enabled: true });

      for (let day = 1; day <= 7; day += 1) {
        await sweepAfter(DAY);
        expect(inbox.to(client.email)).toHaveLength(day);
      }
      expect((await stored(id))!).toMatchObject({
        autoReminderEnabled: false,
        nextReminderAt: null,
        autoRemindersSent: 7,
      });
      await sweepAfter(DAY);
      expect(inbox.to(client.email)).toHaveLength(7);
      expect((await notes(id)).at(-1)).toBe(`Automatic reminder 7 of 7 sent to ${client.email}`);
    });

    it('tries a failing reminder at most 3 times at later sweeps, then skips it and goes on with the next', async () => {
      const client = await newClient();
      const { id } = await waitingRequest(t, client.userId);
      await toggle(id, { enabled: true });
      inbox.refused.add(client.email);

      expect((await sweepAfter(DAY)).failed).toBe(1);
      // Not again in a sweep at the same time: at a later one.
      await t.modules.reminders.service.sweep(t.clock.now());
      expect(inbox.attempts(client.email)).toBe(1);
      expect((await sweepAfter(RETRY_DELAY_MS)).failed).toBe(1);
      expect((await sweepAfter(RETRY_DELAY_MS)).skipped).toBe(1);
      for (let sweep = 0; sweep < 5; sweep += 1) await sweepAfter(RETRY_DELAY_MS);
      expect(inbox.attempts(client.email)).toBe(MAX_ATTEMPTS);
      expect(await notes(id)).toEqual([]);
      expect((await stored(id))!).toMatchObject({
        autoRemindersSent: 0,
        autoRemindersSkipped: 1,
        lastReminderAt: null,
      });

      // The mailbox works again: the next day's reminder is the second of the week.
      inbox.refused.delete(client.email);
      await sweepAfter(DAY);
      expect(inbox.to(client.email)).toHaveLength(1);
      expect(await notes(id)).toEqual([`Automatic reminder 2 of 7 sent to ${client.email}`]);
    });

    it('after a restart in the middle of the week, catches up with exactly one reminder', async () => {
      const dir = await withTempDir();
      try {
        const first = await createTestApp({ smtpUrl: inbox.url, dataDir: dir.path });
        const client = { email: 'restarted@example.com', ...(await first.signup('restarted@example.com')) };
        const { id } = await waitingRequest(first, client.userId);
        await toggle(id, { enabled: true }, await first.tokenFor('admin'), first);
        await sweepAfter(DAY, first);
        expect(inbox.to(client.email)).toHaveLength(1);
        await first.close();

        // Down for three days: one reminder, not three, and the next 24 hours after it.
        const second = await createTestApp({ smtpUrl: inbox.url, dataDir: dir.path });
        try {
          expect((await sweepAfter(4 * DAY, second)).sent).toBe(1);
          expect(inbox.to(client.email)).toHaveLength(2);
          await second.modules.reminders.service.sweep(second.clock.now());
          await sweepAfter(DAY - HOUR, second);
          expect(inbox.to(client.email)).toHaveLength(2);
          await sweepAfter(HOUR, second);
          expect(inbox.to(client.email)).toHaveLength(3);
          expect(await notes(id, second)).toEqual(
            [1, 2, 3].map((n) => `Automatic reminder ${n} of 7 sent to ${client.email}`),
          );
        } finally {
          await second.close();
        }
      } finally {
        await dir.cleanup();
      }
    });
  });
});
