import request from 'supertest';
import { StubResponsesServer, textResponse } from '../../test-support/openai-stub';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { DEFAULT_SYSTEM_PROMPT } from '../settings';
import { BUILT_IN_PROMPTS } from './built-in-prompts';

interface ListedPrompt {
  id: string;
  promptKey: string;
  promptContent: string;
  usageContext: string;
  isActive: boolean;
  version: number;
  lastUpdatedBy: string;
}

const BUILT_IN_KEYS = BUILT_IN_PROMPTS.map((prompt) => prompt.promptKey);

describe('built-in system prompts seeded at start', () => {
  const stub = new StubResponsesServer();
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    const baseUrl = await stub.start();
    t = await createTestApp({
      assistant: { openaiApiKey: null, openaiBaseUrl: baseUrl, model: 'gpt-4.1-mini', timeoutMs: 5_000, maxRetries: 0 },
    });
    admin = await t.tokenFor('admin');
  });
  afterAll(async () => {
    await t.close();
    await stub.stop();
  });

  const listed = async (): Promise<ListedPrompt[]> =>
    (await request(t.app).get('/api/admin/prompts').set(bearer(admin))).body.prompts;
  const builtIns = async () => (await listed()).filter((prompt) => BUILT_IN_KEYS.includes(prompt.promptKey));
  const seed = () => t.modules.assistant.prompts.seedBuiltIns();

  it('seeds one active prompt per usage context once, keeps an admin edit, and the live provider uses them', async () => {
    // An admin's own active drafting prompt, from before the upgrade that brought the built-ins: it stays in charge.
    const own = await request(t.app).post('/api/admin/prompts').set(bearer(admin)).send({
      promptName: 'Our drafting style',
      promptContent: 'Draft like our senior partner.',
      usageContext: 'drafting',
      isActive: true,
    });
    expect(own.status).toBe(201);
    expect(await builtIns()).toEqual([]);

    await seed();
    await seed();
    const seeded = await builtIns();
    expect(seeded).toHaveLength(4);
    expect(Object.fromEntries(seeded.map((prompt) => [prompt.usageContext, prompt.isActive]))).toEqual({
      chat: true,
      intake_analysis: true,
      document_review: true,
      drafting: false,
    });
    for (const prompt of seeded) expect(prompt).toMatchObject({ version: 1, lastUpdatedBy: 'system' });
    const chatPrompt = seeded.find((prompt) => prompt.usageContext === 'chat')!;
    expect(chatPrompt.promptContent).toBe(DEFAULT_SYSTEM_PROMPT);
    const versions = await request(t.app).get(`/api/admin/prompts/${chatPrompt.id}/versions`).set(bearer(admin));
    expect(versions.body.versions).toHaveLength(1);
    expect((await listed()).find((prompt) => prompt.id === own.body.prompt.id)).toMatchObject({ isActive: true });

    const live = (await request(t.app).get('/api/admin/config/live').set(bearer(admin))).body;
    expect(live.instructions.chat).toMatchObject({ source: 'prompt', promptId: chatPrompt.id, version: 1 });
    expect(live.instructions.drafting).toMatchObject({ source: 'prompt', promptId: own.body.prompt.id });

    // An edit to the seeded chat prompt survives the next start, and reaches the live provider's request body.
    const edited = await request(t.app).put(`/api/admin/prompts/${chatPrompt.id}`).set(bearer(admin)).send({
      promptName: 'Chat assistant',
      promptContent: 'Answer in two sentences. Requests: {requestUrl}',
      usageContext: 'chat',
      isActive: true,
    });
    expect(edited.body.prompt.version).toBe(2);
    await seed();
    expect(await builtIns()).toHaveLength(4);
    expect((await listed()).find((prompt) => prompt.id === chatPrompt.id)).toMatchObject({ version: 2 });

    const saved = await request(t.app)
      .post('/api/admin/config')
      .set(bearer(admin))
      .send({ configKey: 'apiKey', configValue: 'sk-live-0123456789abcdefWXYZ' });
    expect(saved.status).toBe(200);
    try {
      stub.next = { body: textResponse('Two sentences.') };
      const sessionId = `session_${Date.now()}_seeded`;
      expect((await request(t.app).post('/api/chat/init').send({ sessionId })).status).toBe(200);
      expect((await request(t.app).post('/api/chat/message').send({ sessionId, message: 'Hello' })).status).toBe(200);
      expect(stub.requests.at(-1)!.body.instructions).toBe(
        `Answer in two sentences. Requests: ${t.config.publicUrl}/client/request`,
      );

      stub.next = {
        body: textResponse(
          JSON.stringify({
            suggestedTitle: 'Lease Review',
            suggestedCategory: 'Real Estate',
            enhancedDescription: 'The client needs a lease reviewed.',
          }),
        ),
      };
      const analysed = await request(t.app).post('/api/ai/analyze-legal-need').send({ input: 'Review my lease' });
      expect(analysed.status).toBe(200);
      const intake = BUILT_IN_PROMPTS.find((prompt) => prompt.usageContext === 'intake_analysis')!;
      expect(String(stub.requests.at(-1)!.body.instructions).startsWith(`${intake.promptContent}\n\n`)).toBe(true);
    } finally {
      await request(t.app).post('/api/admin/config').set(bearer(admin)).send({ configKey: 'apiKey', configValue: '' });
    }
  });
});
