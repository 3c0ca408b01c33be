import request from 'supertest';
import { StubResponsesServer, stubAssistantConfig, textResponse } from '../test-support/openai-stub';
import { createTestApp, RELAXED_CHAT_LIMITS, type TestApp } from '../test-support/test-app';

const CRISIS = 'My husband said he would kill me if I file for divorce, he keeps a gun in the nightstand';
const MODEL_ANSWER = 'Divorce usually starts with a petition filed in the county where either spouse lives.';
const MODEL_ANALYSIS = {
  suggestedTitle: 'Divorce Filing',
  suggestedCategory: 'Other',
  enhancedDescription: 'I want to file for divorce.',
};

describe('safety first, whichever provider answers (openai configured, local stub)', () => {
  const stub = new StubResponsesServer();
  let t: TestApp;
  let counter = 0;

  beforeAll(async () => {
    const baseUrl = await stub.start();
    t = await createTestApp({ assistant: stubAssistantConfig(baseUrl), chatRateLimits: RELAXED_CHAT_LIMITS });
  });
  afterAll(async () => {
    await t.close();
    await stub.stop();
  });
  beforeEach(() => {
    stub.requests.length = 0;
  });

  async function chat(message: string) {
    const sessionId = `session_${Date.now()}_${(counter += 1)}safety`;
    expect((await request(t.app).post('/api/chat/init').send({ sessionId })).status).toBe(200);
    return request(t.app).post('/api/chat/message').send({ sessionId, message });
  }
  const analyze = (input: string) => request(t.app).post('/api/ai/analyze-legal-need').send({ input });

  it("puts emergency help before the model's chat answer to a message about danger to life", async () => {
    stub.next = { body: textResponse(MODEL_ANSWER) };
    const response = await chat(CRISIS);
    expect(response.status).toBe(200);
    const [first, ...rest] = (response.body.message as string).split('\n\n');
    expect(first).toContain('911');
    expect(first).toContain('1-800-799-7233');
    expect(rest.join('\n\n')).toBe(MODEL_ANSWER);
    expect(stub.requests).toHaveLength(1);
  });

  it("leaves the model's answer to an ordinary message alone, violent idiom or not", async () => {
    stub.next = { body: textResponse(MODEL_ANSWER) };
    const response = await chat('My landlord is going to kill me, I broke a window. Do I have to pay for it?');
    expect(response.body.message).toBe(MODEL_ANSWER);
  });

  it('still gives emergency help when the model is down', async () => {
    stub.next = { status: 500, body: { error: { message: 'boom', type: 'server_error' } } };
    const response = await chat("i don't want to be here anymore, the divorce took everything");
    expect(response.status).toBe(200);
    expect(response.body.message).toContain('988');
  });

  it("flags the model's analysis urgent with the alert for the visitor and staff", async () => {
    stub.next = { body: textResponse(JSON.stringify(MODEL_ANALYSIS)) };
    const response = await analyze(CRISIS);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      suggestedTitle: 'Divorce Filing',
      suggestedCategory: 'Other',
      suggestedPriority: 'urgent',
      suggestedTimeline: 'today',
    });
    expect(response.body.safetyAlert).toContain('1-800-799-7233');
    expect(response.body.enhancedDescription).toMatch(/^URGENT, safety: .*911.* I want to file for divorce\.$/);
  });

  it('gives an ordinary analysis the priority of its own urgency words and no alert', async () => {
    stub.next = { body: textResponse(JSON.stringify(MODEL_ANALYSIS)) };
    const response = await analyze('My divorce hearing is next week and I have no lawyer');
    expect(response.body).toEqual({ ...MODEL_ANALYSIS, suggestedPriority: 'high', suggestedTimeline: 'this_week' });
  });

  it('falls back to the offline analysis, flagged, when the model is down on a crisis', async () => {
    stub.next = { status: 500, body: { error: { message: 'boom', type: 'server_error' } } };
    const response = await analyze(CRISIS);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ suggestedPriority: 'urgent', suggestedCategory: 'Other' });
    expect(response.body.safetyAlert).toContain('911');
  });
});
