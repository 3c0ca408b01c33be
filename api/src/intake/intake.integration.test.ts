import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import type { z } from 'zod/mini';
import { adminDraftPageSchema, CATEGORIES, systemReportPageSchema, visitorLogPageSchema } from '@lexa/common';
import { OfflineAssistant } from '../assistant/offline/offline-provider';
import { AssistantUnavailableError } from '../assistant/provider';
import { DATABASE_FILE } from '../storage/embedded/embedded-storage';
import {
  bearer,
  createAppWithAdminAndClient,
  createTestApp,
  RELAXED_INTAKE_LIMITS,
  type TestApp,
} from '../test-support/test-app';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.91 Safari/537.36';

let sessionCounter = 0;
const newSession = () => `session_${Date.now()}_${(sessionCounter += 1)}`;

const FORM = {
  initialInput: 'I need help reviewing a supplier contract for my bakery',
  title: 'Supplier contract review',
  category: 'Contract Review',
  description: 'A supplier sent a two-year contract with an exclusivity clause.',
  jurisdiction: '',
  jurisdictionNotApplicable: true,
  timeline: 'this_week',
  scope: 'one_time',
  budget: '$200 - $500',
  files: [{ name: 'contract.pdf', size: 12034, type: 'application/pdf' }],
};

describe('intake: visits, drafts and analysis', () => {
  let t: TestApp;
  let admin: string;
  let client: string;

  beforeAll(async () => {
    ({ t, admin, client } = await createAppWithAdminAndClient());
  });
  afterAll(() => t.close());

  const logVisit = async (sessionId: string, token?: string) => {
    const call = request(t.app).post('/api/autosave/log-visit');
    if (token) call.set(bearer(token));
    const response = await call.send({ sessionId, referrer: '', landingUrl: 'http://localhost/client/request' });
    expect(response.status).toBe(201);
    return response.body.correlationId as string;
  };

  /** A visit and a draft of it, for `sessionId` (owned by `token`'s user when given). */
  const startDraft = async (sessionId: string, formData: object = FORM, token?: string) => {
    const correlationId = await logVisit(sessionId, token);
    const call = request(t.app).post('/api/autosave/create-draft');
    if (token) call.set(bearer(token));
    const response = await call.send({ sessionId, correlationId, currentStep: 2, formData });
    expect(response.status).toBe(201);
    return { correlationId, draftId: response.body.draftId as string };
  };

  const activeDraft = (sessionId: string, token?: string) => {
    const call = request(t.app).get('/api/autosave/get-active-draft').query({ sessionId });
    return token ? call.set(bearer(token)) : call;
  };

  describe('visit log', () => {
    it('records the address, device, browser and time the server saw', async () => {
      const proxied = await createTestApp({ trustProxy: true });
      try {
        const sessionId = newSession();
        const before = Date.now();
        const response = await request(proxied.app)
          .post('/api/autosave/log-visit')
          .set('User-Agent', IPHONE)
          // The proxy appends the address it saw; whatever the caller wrote before it is not believed.
          .set('X-Forwarded-For', '6.6.6.6, 203.0.113.7')
          .send({
            sessionId,
            referrer: 'https://www.google.com/',
            landingUrl: 'https://lexa.legal/client/request?x=1',
          });
        expect(response.status).toBe(201);
        expect(response.body).toEqual({ correlationId: expect.stringMatching(/^visit_[a-f0-9]{24}$/) });

        const logs = await request(proxied.app)
          .get('/api/autosave/visitor-logs')
          .set(bearer(await proxied.tokenFor('admin')));
        expect(logs.status).toBe(200);
        const [visit] = logs.body.visitorLogs;
        expect(visit).toEqual({
          id: expect.any(String),
          correlationId: response.body.correlationId,
          sessionId,
          userId: null,
          visitedAt: expect.any(String),
          ipAddress: '203.0.113.7',
          deviceType: 'mobile',
          browser: 'Safari 17',
          city: 'Unknown',
          country: 'Unknown',
          countryCode: '',
          locationSource: 'unknown',
          referrer: 'https://www.google.com/',
          landingUrl: 'https://lexa.legal/client/request?x=1',
          userAgent: IPHONE,
        });
        expect(Date.parse(visit.visitedAt)).toBeGreaterThanOrEqual(before - 1000);
      } finally {
        await proxied.close();
      }
    });

    it("keeps the browser-reported location as reported, and links a signed-in caller's visit", async () => {
      const sessionId = newSession();
      const response = await request(t.app)
        .post('/api/autosave/log-visit')
        .set(bearer(client))
        .set('User-Agent', CHROME)
        .send({
          sessionId,
          referrer: '',
          landingUrl: '/client/request',
          geoData: { ip: '198.51.100.4', city: 'Lisbon', country: 'Portugal', country_code: 'pt', flag_emoji: '🇵🇹' },
        });
      expect(response.status).toBe(201);
      const stored = await t.storage.collection('visitorLogs').findOne({ correlationId: response.body.correlationId });
      expect(stored).toMatchObject({
        ipAddress: expect.stringContaining('127.0.0.1'),
        reportedIp: '198.51.100.4',
        deviceType: 'desktop',
        browser: 'Chrome 124',
        city: 'Lisbon',
        country: 'Portugal',
        countryCode: 'PT',
        locationSource: 'reported',
        userId: (await t.storage.collection('users').findOne({ email: 'client@lexa.local' }))!.id,
      });
    });

    it('refuses a malformed session id and unknown fields', async () => {
      const bad = await request(t.app)
        .post('/api/autosave/log-visit')
        .send({ sessionId: 'x', referrer: '', landingUrl: '' });
      expect(bad.status).toBe(400);
      expect(bad.body.details[0].path).toBe('sessionId');
      const extra = await request(t.app)
        .post('/api/autosave/log-visit')
        .send({ sessionId: newSession(), referrer: '', landingUrl: '', ipAddress: '1.2.3.4' });
      expect(extra.status).toBe(400);
    });
  });

  describe('drafts', () => {
    it('restores the step and form data after create and update', async () => {
      const sessionId = newSession();
      const { draftId, correlationId } = await startDraft(sessionId, { initialInput: FORM.initialInput });

      const updated = await request(t.app)
        .put(`/api/autosave/update-draft/${draftId}`)
        .send({ sessionId, currentStep: 4, formData: FORM });
      expect(updated.status).toBe(200);
      expect(updated.body).toEqual({ draftId, lastSavedAt: expect.any(String) });

      const restored = await activeDraft(sessionId);
      expect(restored.status).toBe(200);
      expect(restored.body).toEqual({
        draft: {
          draftId,
          correlationId,
          status: 'active',
          currentStep: 4,
          formData: FORM,
          lastSavedAt: updated.body.lastSavedAt,
        },
      });
    });

    it('answers null when the session has no draft', async () => {
      expect((await activeDraft(newSession())).body).toEqual({ draft: null });
    });

    it('never stores the passwords the form holds', async () => {
      const sessionId = newSession();
      const secrets = {
        password: 'Hunter2-create-secret',
        confirmPassword: 'Hunter2-create-secret',
        loginPassword: 'Login-secret-77',
      };
      const { draftId } = await startDraft(sessionId, { ...FORM, ...secrets, accountEmail: 'ana@example.com' });
      await request(t.app)
        .put(`/api/autosave/update-draft/${draftId}`)
        .send({
          sessionId,
          currentStep: 6,
          formData: { ...FORM, password: 'Update-secret-99', confirmPassword: 'Update-secret-99' },
        })
        .expect(200);

      const stored = await t.storage.collection('requestDrafts').findById(draftId);
      expect(stored!.formData).not.toHaveProperty('password');
      expect(stored!.formData).not.toHaveProperty('confirmPassword');
      expect(stored!.formData).not.toHaveProperty('loginPassword');
      const restored = await activeDraft(sessionId);
      expect(JSON.stringify(restored.body)).not.toMatch(/secret/i);
      // Not in the files either: the database nor its write-ahead log.
      const database = join(t.config.dataDir, DATABASE_FILE);
      const file = (await Promise.all([database, `${database}-wal`].map((path) => readFile(path, 'latin1')))).join('');
      expect(file).toContain(draftId);
      expect(file).not.toMatch(/Hunter2|Login-secret|Update-secret/);
    });

    it('keeps a draft from other sessions: they can neither read, update nor submit it', async () => {
      const sessionId = newSession();
      const other = newSession();
      const { draftId } = await startDraft(sessionId);

      expect((await activeDraft(other)).body).toEqual({ draft: null });
      const update = await request(t.app)
        .put(`/api/autosave/update-draft/${draftId}`)
        .send({ sessionId: other, currentStep: 5, formData: {} });
      expect(update.status).toBe(404);
      expect(update.body).toEqual({ error: 'Draft not found', code: 'NOT_FOUND' });
      const submit = await request(t.app)
        .post(`/api/autosave/submit-draft/${draftId}`)
        .send({ sessionId: other, success: false, error: 'Failed to submit request' });
      expect(submit.status).toBe(404);

      const stored = await t.storage.collection('requestDrafts').findById(draftId);
      expect(stored).toMatchObject({ status: 'active', currentStep: 2 });
    });

    it("keeps a signed-in client's draft to that client, in any session", async () => {
      const sessionId = newSession();
      const owner = await t.signup('draft-owner@example.com');
      const { draftId } = await startDraft(sessionId, FORM, owner.token);

      // The same browser session without the token (signed out) sees nothing of it.
      expect((await activeDraft(sessionId)).body).toEqual({ draft: null });
      expect(
        (
          await request(t.app)
            .put(`/api/autosave/update-draft/${draftId}`)
            .send({ sessionId, currentStep: 3, formData: {} })
        ).status,
      ).toBe(404);
      // Another signed-in client neither.
      expect((await activeDraft(sessionId, client)).body).toEqual({ draft: null });

      // The owner, on another device, gets it and saves it.
      const elsewhere = newSession();
      expect((await activeDraft(elsewhere, owner.token)).body.draft.draftId).toBe(draftId);
      const saved = await request(t.app)
        .put(`/api/autosave/update-draft/${draftId}`)
        .set(bearer(owner.token))
        .send({ sessionId: elsewhere, currentStep: 5, formData: FORM });
      expect(saved.status).toBe(200);
    });

    it('lets a visitor who signs up claim the draft of their session', async () => {
      const sessionId = newSession();
      const { draftId } = await startDraft(sessionId);
      const visitor = await t.signup('claimer@example.com');
      expect((await activeDraft(sessionId, visitor.token)).body.draft.draftId).toBe(draftId);

      await request(t.app)
        .put(`/api/autosave/update-draft/${draftId}`)
        .set(bearer(visitor.token))
        .send({ sessionId, currentStep: 6, formData: FORM })
        .expect(200);
      const stored = await t.storage.collection('requestDrafts').findById(draftId);
      expect(stored!.userId).toBe(visitor.userId);
      // Claimed: the bare session id no longer opens it.
      expect((await activeDraft(sessionId)).body).toEqual({ draft: null });
    });

    it('creates a draft only for a visit of the same session', async () => {
      const sessionId = newSession();
      const correlationId = await logVisit(sessionId);
      const send = (body: object) => request(t.app).post('/api/autosave/create-draft').send(body);
      const foreign = await send({ sessionId: newSession(), correlationId, currentStep: 1, formData: {} });
      expect(foreign.status).toBe(404);
      expect(foreign.body.error).toBe('Visit not found');
      expect((await send({ sessionId, correlationId: 'visit_unknown', currentStep: 1, formData: {} })).status).toBe(
        404,
      );
    });

    it('validates the step and the form strictly', async () => {
      const sessionId = newSession();
      const correlationId = await logVisit(sessionId);
      const send = (body: object) =>
        request(t.app)
          .post('/api/autosave/create-draft')
          .send({ sessionId, correlationId, ...body });
      const cases = [
        { currentStep: 7, formData: {} },
        { currentStep: 0, formData: {} },
        { currentStep: 1, formData: { category: 'Astrology' } },
        { currentStep: 1, formData: { timeline: 'yesterday' } },
        { currentStep: 1, formData: { isAdmin: true } },
        { currentStep: 1, formData: { title: { $ne: null } } },
        { currentStep: 1, formData: { title: 'x'.repeat(201) } },
        { currentStep: 1 },
      ];
      for (const body of cases) {
        const response = await send(body);
        expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      }
      expect((await send({ currentStep: 1, formData: { category: '', timeline: '', budget: '' } })).status).toBe(201);
    });

    it('marks a failed submission, keeps the draft open and reports it to the admins', async () => {
      const sessionId = newSession();
      const { draftId } = await startDraft(sessionId);
      const failed = await request(t.app)
        .post(`/api/autosave/submit-draft/${draftId}`)
        .send({ sessionId, success: false, error: 'Service temporarily unavailable' });
      expect(failed.status).toBe(200);
      expect(failed.body).toEqual({ draftId, status: 'failed' });

      const restored = await activeDraft(sessionId);
      expect(restored.body.draft).toMatchObject({ draftId, status: 'failed' });
      const stored = await t.storage.collection('requestDrafts').findById(draftId);
      expect(stored!.submissionError).toBe('Service temporarily unavailable');

      const reports = await request(t.app).get('/api/autosave/system-reports').set(bearer(admin));
      expect(reports.body.reports).toContainEqual(
        expect.objectContaining({
          type: 'error',
          component: 'intake-wizard',
          details: expect.objectContaining({ draftId, error: 'Service temporarily unavailable' }),
        }),
      );
    });

    it("marks a successful submission with the client's own request, after which the draft is final", async () => {
      const sessionId = newSession();
      const visitor = await t.signup('submitter@example.com');
      const { draftId } = await startDraft(sessionId);
      const own = await t.modules.requests.service.create({
        clientId: visitor.userId,
        title: 'Own request',
        description: 'A description long enough.',
      });
      const foreign = await t.modules.requests.service.create({
        clientId: 'someone-else',
        title: 'Not theirs',
        description: 'A description long enough.',
      });
      const submit = (body: object, token?: string) => {
        const call = request(t.app).post(`/api/autosave/submit-draft/${draftId}`);
        if (token) call.set(bearer(token));
        return call.send({ sessionId, ...body });
      };

      expect((await submit({ success: true, requestId: own.id })).status).toBe(401);
      const notTheirs = await submit({ success: true, requestId: foreign.id }, visitor.token);
      expect([notTheirs.status, notTheirs.body.error]).toEqual([404, 'Request not found']);
      expect((await submit({ success: true, requestId: own.id, error: 'x' }, visitor.token)).status).toBe(400);

      const done = await submit({ success: true, requestId: own.id }, visitor.token);
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ draftId, status: 'submitted' });
      const stored = await t.storage.collection('requestDrafts').findById(draftId);
      expect(stored).toMatchObject({
        status: 'submitted',
        finalRequestId: own.id,
        userId: visitor.userId,
        submissionError: null,
      });

      expect((await activeDraft(sessionId, visitor.token)).body).toEqual({ draft: null });
      const late = await request(t.app)
        .put(`/api/autosave/update-draft/${draftId}`)
        .set(bearer(visitor.token))
        .send({ sessionId, currentStep: 6, formData: FORM });
      expect(late.status).toBe(409);
      expect(late.body).toEqual({ error: 'This draft has already been submitted', code: 'CONFLICT' });
    });

    it('records the address of the creation and of the last save', async () => {
      const proxied = await createTestApp({ trustProxy: true });
      try {
        const sessionId = newSession();
        const visit = await request(proxied.app)
          .post('/api/autosave/log-visit')
          .send({ sessionId, referrer: '', landingUrl: '' });
        const created = await request(proxied.app)
          .post('/api/autosave/create-draft')
          .set('X-Forwarded-For', '198.51.100.1')
          .send({ sessionId, correlationId: visit.body.correlationId, currentStep: 1, formData: {} });
        await request(proxied.app)
          .put(`/api/autosave/update-draft/${created.body.draftId}`)
          .set('X-Forwarded-For', '198.51.100.2')
          .send({ sessionId, currentStep: 2, formData: {} })
          .expect(200);
        const drafts = await request(proxied.app)
          .get('/api/autosave/request-drafts')
          .set(bearer(await proxied.tokenFor('admin')));
        expect(drafts.body.drafts[0]).toEqual({
          draftId: created.body.draftId,
          sessionId,
          userId: null,
          correlationId: visit.body.correlationId,
          status: 'active',
          currentStep: 2,
          formData: {},
          ipAddress: '198.51.100.1',
          lastUpdateIp: '198.51.100.2',
          createdAt: expect.any(String),
          lastSavedAt: expect.any(String),
          finalRequestId: null,
          submissionError: null,
        });
      } finally {
        await proxied.close();
      }
    });
  });

  describe('admin reads', () => {
    const paths = ['/api/autosave/visitor-logs', '/api/autosave/request-drafts', '/api/autosave/system-reports'];

    it.each(paths)('%s is for admins only', async (path) => {
      expect((await request(t.app).get(path)).status).toBe(401);
      expect((await request(t.app).get(path).set(bearer(client))).status).toBe(403);
      expect(
        (
          await request(t.app)
            .get(path)
            .set(bearer(await t.tokenFor('attorney')))
        ).status,
      ).toBe(403);
      expect((await request(t.app).get(path).set('admin-auth', 'authenticated')).status).toBe(401);
      const response = await request(t.app).get(path).set(bearer(admin));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ total: expect.any(Number), page: 1, pageSize: 20 });
    });

    it('answers each list exactly in the shape of its contract', async () => {
      const sessionId = newSession();
      const { correlationId, draftId } = await startDraft(sessionId);
      await request(t.app)
        .post(`/api/autosave/submit-draft/${draftId}`)
        .send({ sessionId, success: false, error: 'Contract check' })
        .expect(200);
      /** The answer parses, and parsing drops nothing: no field beyond the contract's reaches the browser. */
      const list = async <T>(path: string, contract: z.ZodMiniType<T>) => {
        const { body } = await request(t.app).get(`/api/autosave/${path}`).set(bearer(admin)).expect(200);
        const parsed = contract.parse(body);
        expect(parsed).toEqual(body);
        return parsed;
      };

      const { visitorLogs } = await list('visitor-logs', visitorLogPageSchema);
      expect(visitorLogs.find((visit) => visit.sessionId === sessionId)).toMatchObject({
        correlationId,
        userId: null,
        locationSource: 'unknown',
      });
      const { drafts } = await list('request-drafts', adminDraftPageSchema);
      expect(drafts.find((draft) => draft.draftId === draftId)).toMatchObject({
        sessionId,
        correlationId,
        status: 'failed',
        formData: FORM,
      });
      const { reports } = await list('system-reports', systemReportPageSchema);
      expect(reports.find((report) => report.details.draftId === draftId)).toMatchObject({
        type: 'error',
        component: 'intake-wizard',
      });
    });

    it('pages newest first and filters drafts by status', async () => {
      const sessions = [newSession(), newSession(), newSession()];
      for (const sessionId of sessions) await logVisit(sessionId);
      const page = await request(t.app)
        .get('/api/autosave/visitor-logs')
        .query({ page: 1, pageSize: 2 })
        .set(bearer(admin));
      expect(page.body.visitorLogs.map((visit: { sessionId: string }) => visit.sessionId)).toEqual([
        sessions[2],
        sessions[1],
      ]);
      expect(page.body.total).toBeGreaterThanOrEqual(3);
      const next = await request(t.app)
        .get('/api/autosave/visitor-logs')
        .query({ page: 2, pageSize: 2 })
        .set(bearer(admin));
      expect(next.body.visitorLogs[0].sessionId).toBe(sessions[0]);

      const failed = await request(t.app)
        .get('/api/autosave/request-drafts')
        .query({ status: 'failed' })
        .set(bearer(admin));
      expect(failed.body.drafts.length).toBeGreaterThan(0);
      expect(failed.body.drafts.every((draft: { status: string }) => draft.status === 'failed')).toBe(true);
      expect(
        (await request(t.app).get('/api/autosave/request-drafts').query({ status: 'deleted' }).set(bearer(admin)))
          .status,
      ).toBe(400);
      expect(
        (await request(t.app).get('/api/autosave/system-reports').query({ pageSize: 101 }).set(bearer(admin))).status,
      ).toBe(400);
    });
  });

  describe('AI analysis', () => {
    it('suggests a title, one of the nine categories and a description', async () => {
      const response = await request(t.app)
        .post('/api/ai/analyze-legal-need')
        .send({ input: 'I want to register a trademark for my coffee brand name and logo in the US' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        suggestedTitle: expect.any(String),
        suggestedCategory: expect.any(String),
        enhancedDescription: expect.any(String),
        suggestedPriority: 'medium',
        suggestedTimeline: 'this_month',
        confidence: expect.any(Number),
      });
      expect(CATEGORIES).toContain(response.body.suggestedCategory);
      expect(response.body.suggestedCategory).toBe('Intellectual Property');
      expect(response.body.suggestedTitle.length).toBeGreaterThan(0);
    });

    it('puts emergency help first and marks the matter urgent when the text suggests danger to life', async () => {
      const response = await request(t.app)
        .post('/api/ai/analyze-legal-need')
        .send({ input: 'my husband strangled me last night, I need a divorce and to keep the kids safe' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ suggestedPriority: 'urgent', suggestedTimeline: 'today' });
      expect(response.body.safetyAlert).toMatch(/911[\s\S]*1-800-799-7233/);
      expect(response.body.enhancedDescription).toMatch(/^URGENT, safety: /);
    });

    it('validates the input', async () => {
      for (const body of [{ input: '   ' }, { input: 'x'.repeat(5001) }, {}, { input: 'fine', extra: 1 }]) {
        expect((await request(t.app).post('/api/ai/analyze-legal-need').send(body)).status).toBe(400);
      }
    });

    it("keeps the client's description theirs: no instructions written into it, nothing cut", async () => {
      const facts = Array.from({ length: 40 }, (_, n) => `On day ${n + 1} the supplier delivered late again.`);
      const input = `I have a contract dispute with my supplier. ${facts.join(' ')}`;
      expect(input.length).toBeGreaterThan(1000);
      const response = await request(t.app).post('/api/ai/analyze-legal-need').send({ input });
      expect(response.status).toBe(200);
      const description = response.body.enhancedDescription as string;
      expect(description).toBe(input);
      expect(description).not.toMatch(/To help the team prepare|please attach|…/i);
    });

    it('answers 502 when the provider fails, reports it, and limits calls per address', async () => {
      // The offline assistant with a provider outage in the one call under test.
      class FailingAnalysis extends OfflineAssistant {
        override async analyzeLegalNeed(): Promise<never> {
          throw new AssistantUnavailableError('The assistant provider is unavailable (APIConnectionError)');
        }
      }
      const failing = new FailingAnalysis('http://localhost');
      const limited = await createTestApp(
        { intakeRateLimits: { ...RELAXED_INTAKE_LIMITS, analyzePerIp: { windowMs: 60_000, max: 2 } } },
        { assistant: failing },
      );
      try {
        const analyze = () =>
          request(limited.app).post('/api/ai/analyze-legal-need').send({ input: 'Help with my lease please' });
        const failed = await analyze();
        expect(failed.status).toBe(502);
        expect(failed.body).toEqual({ error: 'The analysis is unavailable right now', code: 'ASSISTANT_UNAVAILABLE' });
        const reports = await request(limited.app)
          .get('/api/autosave/system-reports')
          .set(bearer(await limited.tokenFor('admin')));
        expect(reports.body.reports[0]).toMatchObject({
          type: 'warning',
          component: 'ai-analysis',
          details: { provider: 'offline', reason: expect.stringContaining('unavailable') },
          timestamp: expect.any(String),
        });
        expect((await analyze()).status).toBe(502);
        const third = await analyze();
        expect(third.status).toBe(429);
        expect(third.body.code).toBe('RATE_LIMITED');
      } finally {
        await limited.close();
      }
    });
  });
});
