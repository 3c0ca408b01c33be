import request from 'supertest';
import { ASSISTANT_TEXT_MAX } from '@lexa/common';
import { StubResponsesServer, textResponse } from '../test-support/openai-stub';
import { bearer, createAppWithAdminAndClient, type TestApp } from '../test-support/test-app';
import { SecretBox } from './admin-config-crypto';
import { DEFAULT_INITIAL_MESSAGE, DEFAULT_SYSTEM_PROMPT } from './settings';

const ADMIN_EMAIL = 'admin@lexa.local';
const KEY = 'sk-live-0123456789abcdefWXYZ';
const MASKED = 'sk-l••••WXYZ';

let counter = 0;
const newSessionId = () => `session_${Date.now()}_${(counter += 1)}cfg`;

describe('admin assistant config and system prompts', () => {
  const stub = new StubResponsesServer();
  let t: TestApp;
  let admin: string;
  let client: string;

  beforeAll(async () => {
    const baseUrl = await stub.start();
    ({ t, admin, client } = await createAppWithAdminAndClient({
      assistant: { openaiApiKey: null, openaiBaseUrl: baseUrl, model: 'gpt-4.1-mini', timeoutMs: 5_000, maxRetries: 0 },
    }));
  });
  afterAll(async () => {
    await t.close();
    await stub.stop();
  });
  beforeEach(() => {
    stub.requests.length = 0;
    stub.next = { body: textResponse('Hello from the live model.') };
  });

  const saveConfig = (configKey: string, configValue: string) =>
    request(t.app).post('/api/admin/config').set(bearer(admin)).send({ configKey, configValue });
  const live = async () => (await request(t.app).get('/api/admin/config/live').set(bearer(admin))).body;
  const createPrompt = (body: Record<string, unknown>) =>
    request(t.app).post('/api/admin/prompts').set(bearer(admin)).send(body);
  const chat = async (message: string) => {
    const sessionId = newSessionId();
    expect((await request(t.app).post('/api/chat/init').send({ sessionId, userAgent: 'jest' })).status).toBe(200);
    return request(t.app).post('/api/chat/message').send({ sessionId, message });
  };

  it('answers every call to admins only: 401 anonymous, 403 for a client', async () => {
    const calls: [method: 'get' | 'post' | 'put' | 'patch', path: string, body?: object][] = [
      ['get', '/api/admin/config'],
      ['get', '/api/admin/config/live'],
      ['post', '/api/admin/config', { configKey: 'initialMessage', configValue: 'Hi' }],
      ['post', '/api/admin/config/test', {}],
      ['get', '/api/admin/prompts'],
      ['post', '/api/admin/prompts', { promptName: 'A', promptContent: 'B', usageContext: 'chat' }],
      ['put', '/api/admin/prompts/p1', { promptName: 'A', promptContent: 'B', usageContext: 'chat', isActive: false }],
      ['patch', '/api/admin/prompts/p1/toggle', { isActive: true }],
      ['get', '/api/admin/prompts/p1/versions'],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await request(t.app)[method](path).send(body);
      expect([path, anonymous.status, anonymous.body.code]).toEqual([path, 401, 'UNAUTHENTICATED']);
      const asClient = await request(t.app)[method](path).set(bearer(client)).send(body);
      expect([path, asClient.status]).toEqual([path, 403]);
    }
    expect((await request(t.app).get('/api/admin/config').set(bearer(admin))).status).toBe(200);
    expect((await request(t.app).get('/api/admin/prompts').set(bearer(admin))).status).toBe(200);
  });

  it('lists the four settings with their fields, unset at first, and the offline provider live', async () => {
    const response = await request(t.app).get('/api/admin/config').set(bearer(admin));
    expect(response.body.entries.map((entry: { configKey: string }) => entry.configKey)).toEqual([
      'apiKey',
      'assistantId',
      'systemPrompt',
      'initialMessage',
    ]);
    expect(response.body.entries[0]).toEqual({
      configKey: 'apiKey',
      configValue: '',
      description: expect.any(String),
      updatedAt: null,
    });
    expect(await live()).toMatchObject({ provider: 'offline', model: null, keySet: false, keySource: null });
  });

  it('keeps a saved key encrypted, answers it masked everywhere, switches to the live provider and back', async () => {
    const saved = await saveConfig('apiKey', `  ${KEY} `);
    expect(saved.status).toBe(200);
    expect(saved.body.entry).toMatchObject({ configKey: 'apiKey', configValue: MASKED, updatedAt: expect.any(String) });

    // At rest: AES-256-GCM under the key derived from the token secret, never the key itself.
    const raw = await t.storage.collection('assistantConfig').findOne({ configKey: 'apiKey' });
    expect(raw).toMatchObject({ encrypted: true, updatedBy: ADMIN_EMAIL });
    expect(raw!.configValue).not.toContain(KEY);
    expect(raw!.configValue).not.toContain(KEY.slice(4, -4));
    expect(new SecretBox('test-secret').open(raw!.configValue)).toBe(KEY);

    const listed = await request(t.app).get('/api/admin/config').set(bearer(admin));
    expect(JSON.stringify(listed.body)).not.toContain(KEY);
    expect(listed.body.entries[0].configValue).toBe(MASKED);
    const now = await live();
    expect(JSON.stringify(now)).not.toContain(KEY);
    expect(now).toMatchObject({
      provider: 'openai',
      model: 'gpt-4.1-mini',
      keySet: true,
      keySource: 'config',
      maskedKey: MASKED,
    });
    expect((await request(t.app).get('/api/chat/config')).body.provider).toBe('openai');

    // The chat now goes to the provider with the saved key and the built-in instructions.
    const reply = await chat('Can you help with a lease?');
    expect(reply.status).toBe(200);
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]!.authorization).toBe(`Bearer ${KEY}`);
    expect(stub.requests[0]!.body.instructions).toBe(
      DEFAULT_SYSTEM_PROMPT.replace('{requestUrl}', `${t.config.publicUrl}/client/request`),
    );

    // Cleared: the offline assistant answers again, nothing reaches the provider.
    expect((await saveConfig('apiKey', '')).body.entry.configValue).toBe('');
    expect(await live()).toMatchObject({ provider: 'offline', keySet: false });
    expect((await request(t.app).get('/api/chat/config')).body.provider).toBe('offline');
    stub.requests.length = 0;
    expect((await chat('Can you help with a lease?')).status).toBe(200);
    expect(stub.requests).toHaveLength(0);
  });

  it("sends the admin's model, prompts and greeting to the live provider", async () => {
    await saveConfig('apiKey', KEY);
    await saveConfig('assistantId', 'gpt-custom-1');
    await saveConfig('systemPrompt', 'Config prompt. Requests at {requestUrl}');
    await saveConfig('initialMessage', 'Welcome to the firm.');
    try {
      expect((await request(t.app).get('/api/chat/config')).body.initialMessage).toBe('Welcome to the firm.');
      await chat('Hello');
      expect(stub.requests.at(-1)!.body).toMatchObject({
        model: 'gpt-custom-1',
        instructions: `Config prompt. Requests at ${t.config.publicUrl}/client/request`,
      });

      // An active chat prompt takes precedence; its edited text reaches the provider's request body.
      const created = await createPrompt({
        promptName: 'Firm chat voice',
        promptContent: 'Speak like a senior paralegal.',
        usageContext: 'chat',
        isActive: true,
      });
      expect(created.status).toBe(201);
      const { id } = created.body.prompt;
      const edited = await request(t.app).put(`/api/admin/prompts/${id}`).set(bearer(admin)).send({
        promptName: 'Firm chat voice',
        promptContent: 'Edited: answer in two sentences.',
        usageContext: 'chat',
        isActive: true,
      });
      expect(edited.status).toBe(200);
      await chat('Hello again');
      expect(stub.requests.at(-1)!.body.instructions).toBe('Edited: answer in two sentences.');
      expect((await live()).instructions.chat).toEqual({
        source: 'prompt',
        promptId: id,
        promptName: 'Firm chat voice',
        version: 2,
      });

      // A structured task's active prompt leads its built-in instructions.
      await createPrompt({
        promptName: 'Intake house rules',
        promptContent: 'Always use British spelling.',
        usageContext: 'intake_analysis',
        isActive: true,
      });
      stub.next = {
        body: textResponse(
          JSON.stringify({
            suggestedTitle: 'Lease Review',
            suggestedCategory: 'Real Estate',
            enhancedDescription: 'The client needs a lease reviewed.',
          }),
        ),
      };
      const analysed = await request(t.app)
        .post('/api/ai/analyze-legal-need')
        .send({ input: 'Please review my apartment lease' });
      expect(analysed.status).toBe(200);
      expect(String(stub.requests.at(-1)!.body.instructions)).toMatch(/^Always use British spelling\.\n\n/);

      await request(t.app).patch(`/api/admin/prompts/${id}/toggle`).set(bearer(admin)).send({ isActive: false });
      await chat('And once more');
      expect(stub.requests.at(-1)!.body.instructions).toBe(
        `Config prompt. Requests at ${t.config.publicUrl}/client/request`,
      );
    } finally {
      for (const key of ['apiKey', 'assistantId', 'systemPrompt', 'initialMessage']) await saveConfig(key, '');
      await t.storage.collection('systemPrompts').updateMany({}, { $set: { isActive: false } });
    }
    expect((await request(t.app).get('/api/chat/config')).body.initialMessage).toBe(DEFAULT_INITIAL_MESSAGE);
  });

  it("reports the live provider's answer or error on Test connection", async () => {
    const offline = await request(t.app).post('/api/admin/config/test').set(bearer(admin)).send({});
    expect(offline.body).toMatchObject({ ok: false, provider: 'offline', reply: null, error: expect.any(String) });
    expect(stub.requests).toHaveLength(0);

    await saveConfig('apiKey', KEY);
    try {
      const ok = await request(t.app).post('/api/admin/config/test').set(bearer(admin)).send({});
      expect(ok.body).toMatchObject({
        ok: true,
        provider: 'openai',
        model: 'gpt-4.1-mini',
        reply: 'Hello from the live model.',
        error: null,
      });
      expect(stub.requests).toHaveLength(1);

      stub.next = {
        status: 401,
        body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } },
      };
      const failed = await request(t.app).post('/api/admin/config/test').set(bearer(admin)).send({});
      expect(failed.status).toBe(200);
      expect(failed.body).toMatchObject({ ok: false, provider: 'openai', reply: null });
      expect(failed.body.error).toContain('401');
      expect(failed.body.error).toContain('Incorrect API key provided');
    } finally {
      await saveConfig('apiKey', '');
    }
  });

  it('refuses bad config input with the one error shape', async () => {
    const tooLong = await saveConfig('systemPrompt', 'x'.repeat(ASSISTANT_TEXT_MAX + 1));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 'VALIDATION_FAILED', error: expect.stringContaining('20000') });
    expect((await saveConfig('systemPrompt', 'x'.repeat(ASSISTANT_TEXT_MAX))).status).toBe(200);
    await saveConfig('systemPrompt', '');
    expect((await saveConfig('secret', 'x')).status).toBe(400);
    expect((await saveConfig('apiKey', 'sk-has a space')).status).toBe(400);
    expect((await saveConfig('assistantId', 'gpt 4; drop')).status).toBe(400);
    const extra = await request(t.app)
      .post('/api/admin/config')
      .set(bearer(admin))
      .send({ configKey: 'apiKey', configValue: 'k', role: 'admin' });
    expect(extra.status).toBe(400);
    const probe = await request(t.app).post('/api/admin/config/test').set(bearer(admin)).send({ prompt: 'x' });
    expect(probe.status).toBe(400);
  });

  describe('system prompts', () => {
    const base = { promptContent: 'Be concise.', usageContext: 'document_review', isActive: false };

    it('versions every change with its author and keeps the earlier versions', async () => {
      const created = await createPrompt({ ...base, promptName: 'Review tone' });
      expect(created.body.prompt).toMatchObject({
        promptKey: 'review-tone',
        promptName: 'Review tone',
        version: 1,
        isActive: false,
        lastUpdatedBy: ADMIN_EMAIL,
      });
      const { id } = created.body.prompt;
      const put = (body: object) => request(t.app).put(`/api/admin/prompts/${id}`).set(bearer(admin)).send(body);

      const edited = await put({ ...base, promptName: 'Review tone', promptContent: 'Be very concise.' });
      expect(edited.body.prompt).toMatchObject({ version: 2, promptContent: 'Be very concise.' });
      // Saving the same state again is not a change.
      const same = await put({ ...base, promptName: 'Review tone', promptContent: 'Be very concise.' });
      expect(same.body.prompt.version).toBe(2);
      const toggled = await request(t.app)
        .patch(`/api/admin/prompts/${id}/toggle`)
        .set(bearer(admin))
        .send({ isActive: true });
      expect(toggled.body.prompt).toMatchObject({ version: 3, isActive: true });

      const versions = await request(t.app).get(`/api/admin/prompts/${id}/versions`).set(bearer(admin));
      expect(versions.status).toBe(200);
      expect(
        versions.body.versions.map((v: { version: number; promptContent: string; isActive: boolean }) => [
          v.version,
          v.promptContent,
          v.isActive,
        ]),
      ).toEqual([
        [3, 'Be very concise.', true],
        [2, 'Be very concise.', false],
        [1, 'Be concise.', false],
      ]);
      expect(versions.body.versions[0].updatedBy).toBe(ADMIN_EMAIL);

      const listed = await request(t.app).get('/api/admin/prompts').set(bearer(admin));
      expect(listed.body.prompts.find((p: { id: string }) => p.id === id)).toMatchObject({ version: 3 });

      // A second prompt with the same name gets its own key.
      expect((await createPrompt({ ...base, promptName: 'Review tone' })).body.prompt.promptKey).toBe('review-tone-2');
      await request(t.app).patch(`/api/admin/prompts/${id}/toggle`).set(bearer(admin)).send({ isActive: false });
    });

    it('refuses a second active prompt for a context with a message the toggle can show', async () => {
      const first = await createPrompt({ ...base, usageContext: 'drafting', promptName: 'Drafting A', isActive: true });
      const second = await createPrompt({ ...base, usageContext: 'drafting', promptName: 'Drafting B' });
      const toggle = await request(t.app)
        .patch(`/api/admin/prompts/${second.body.prompt.id}/toggle`)
        .set(bearer(admin))
        .send({ isActive: true });
      expect(toggle.status).toBe(409);
      expect(toggle.body).toEqual({
        code: 'CONFLICT',
        error: '"Drafting A" is already active for Drafting. Deactivate it first.',
      });
      expect(
        (await createPrompt({ ...base, usageContext: 'drafting', promptName: 'Drafting C', isActive: true })).status,
      ).toBe(409);
      await request(t.app)
        .patch(`/api/admin/prompts/${first.body.prompt.id}/toggle`)
        .set(bearer(admin))
        .send({ isActive: false });
      const retried = await request(t.app)
        .patch(`/api/admin/prompts/${second.body.prompt.id}/toggle`)
        .set(bearer(admin))
        .send({ isActive: true });
      expect(retried.status).toBe(200);
      await request(t.app)
        .patch(`/api/admin/prompts/${second.body.prompt.id}/toggle`)
        .set(bearer(admin))
        .send({ isActive: false });
    });

    it('refuses bad prompt input: over 20,000 characters, blanks, unknown fields, unknown prompts', async () => {
      const long = 'x'.repeat(ASSISTANT_TEXT_MAX + 1);
      const tooLong = await createPrompt({ ...base, promptName: 'Long', promptContent: long });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.code).toBe('VALIDATION_FAILED');
      const okay = await createPrompt({ ...base, promptName: 'Long', promptContent: long.slice(1) });
      expect(okay.status).toBe(201);
      const put = await request(t.app)
        .put(`/api/admin/prompts/${okay.body.prompt.id}`)
        .set(bearer(admin))
        .send({ ...base, promptName: 'Long', promptContent: long });
      expect(put.status).toBe(400);

      expect((await createPrompt({ ...base, promptName: '  ' })).status).toBe(400);
      expect((await createPrompt({ ...base, promptName: 'X', usageContext: 'billing' })).status).toBe(400);
      expect((await createPrompt({ ...base, promptName: 'X', version: 9 })).status).toBe(400);
      const partial = await request(t.app)
        .put(`/api/admin/prompts/${okay.body.prompt.id}`)
        .set(bearer(admin))
        .send({ promptName: 'Only a name' });
      expect(partial.status).toBe(400);
      const toggle = await request(t.app)
        .patch(`/api/admin/prompts/${okay.body.prompt.id}/toggle`)
        .set(bearer(admin))
        .send({ isActive: 'yes' });
      expect(toggle.status).toBe(400);

      const missing = await request(t.app)
        .patch('/api/admin/prompts/nope/toggle')
        .set(bearer(admin))
        .send({ isActive: true });
      expect(missing.status).toBe(404);
      expect((await request(t.app).get('/api/admin/prompts/nope/versions').set(bearer(admin))).status).toBe(404);
    });
  });
});
