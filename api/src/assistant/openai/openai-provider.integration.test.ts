import { createLogger } from '../../platform/logger';
import { StubResponsesServer, textResponse } from '../../test-support/openai-stub';
import { AssistantUnavailableError } from '../provider';
import { DEFAULT_SYSTEM_PROMPT, defaultAssistantSettings, type AssistantSettingsSource } from '../settings';
import { OpenAIAssistant } from './openai-provider';

describe('OpenAI provider (real SDK, Responses API, local stub)', () => {
  const stub = new StubResponsesServer();
  let baseUrl: string;
  const logger = createLogger('silent');

  const assistantWith = (timeoutMs = 5_000, settings: AssistantSettingsSource = defaultAssistantSettings) =>
    new OpenAIAssistant({
      config: {
        publicUrl: 'https://lexa.example',
        assistant: { openaiApiKey: 'sk-test', openaiBaseUrl: baseUrl, model: 'gpt-4.1-mini', timeoutMs, maxRetries: 0 },
      },
      settings,
      logger,
    });

  beforeAll(async () => {
    baseUrl = await stub.start();
  });
  afterAll(() => stub.stop());
  beforeEach(() => {
    stub.requests.length = 0;
  });

  it('sends the instructions and our stored transcript to /v1/responses and returns the text', async () => {
    stub.next = { body: textResponse('A Delaware C-Corp suits a venture-backed startup.') };
    const reply = await assistantWith().reply({
      history: [
        { role: 'user', content: 'I want to start a company.' },
        { role: 'assistant', content: 'Where are the founders based?' },
      ],
      message: 'In Berlin, raising from US investors.',
      files: [{ name: 'term-sheet.pdf', mimeType: 'application/pdf', text: 'Pre-money valuation: $8,000,000' }],
    });
    expect(reply).toBe('A Delaware C-Corp suits a venture-backed startup.');

    const [sent] = stub.requests;
    expect(sent!.path).toBe('/v1/responses');
    expect(sent!.authorization).toBe('Bearer sk-test');
    expect(sent!.body.model).toBe('gpt-4.1-mini');
    expect(sent!.body.instructions).toBe(
      DEFAULT_SYSTEM_PROMPT.replace('{requestUrl}', 'https://lexa.example/client/request'),
    );
    const input = sent!.body.input as { role: string; content: string }[];
    expect(input.map((item) => item.role)).toEqual(['user', 'assistant', 'user']);
    expect(input[2]!.content).toContain('In Berlin, raising from US investors.');
    expect(input[2]!.content).toContain(
      '--- File: term-sheet.pdf (application/pdf) ---\nPre-money valuation: $8,000,000',
    );
  });

  it("uses the admin's settings for the model and the prompt on every call", async () => {
    stub.next = { body: textResponse('ok') };
    const settings: AssistantSettingsSource = {
      read: async () => ({
        systemPrompt: 'Be brief. Requests: {requestUrl}',
        initialMessage: 'Hi',
        model: 'gpt-custom',
      }),
    };
    await assistantWith(5_000, settings).reply({ history: [], message: 'Hello' });
    expect(stub.requests[0]!.body).toMatchObject({
      model: 'gpt-custom',
      instructions: 'Be brief. Requests: https://lexa.example/client/request',
    });
  });

  it('turns a provider 500 into AssistantUnavailableError', async () => {
    stub.next = { status: 500, body: { error: { message: 'boom', type: 'server_error' } } };
    await expect(assistantWith().reply({ history: [], message: 'Hello' })).rejects.toBeInstanceOf(
      AssistantUnavailableError,
    );
    expect(stub.requests).toHaveLength(1); // maxRetries 0: no retry storm in tests
  });

  it('turns a timeout into AssistantUnavailableError', async () => {
    stub.next = { delayMs: 1_000, body: textResponse('too late') };
    const started = Date.now();
    await expect(assistantWith(150).reply({ history: [], message: 'Hello' })).rejects.toBeInstanceOf(
      AssistantUnavailableError,
    );
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('treats an empty reply as unavailable', async () => {
    stub.next = { body: textResponse('   ') };
    await expect(assistantWith().reply({ history: [], message: 'Hello' })).rejects.toBeInstanceOf(
      AssistantUnavailableError,
    );
  });

  it('asks for structured output and validates it', async () => {
    stub.next = {
      body: textResponse(
        JSON.stringify({
          suggestedTitle: 'Review of a Commercial Lease for a Bakery in Austin, Texas, Before Signing',
          suggestedCategory: 'Real Estate',
          enhancedDescription: 'I am about to sign a five-year lease for my bakery. Please include the draft lease.',
        }),
      ),
    };
    const analysis = await assistantWith().analyzeLegalNeed('need my lease checked for my bakery');
    expect(analysis.suggestedCategory).toBe('Real Estate');
    expect(analysis.suggestedTitle.length).toBeLessThanOrEqual(60);
    expect(analysis.suggestedTitle).toBe('Review of a Commercial Lease for a Bakery in Austin, Texas');
    const format = (stub.requests[0]!.body.text as { format: Record<string, unknown> }).format;
    expect(format).toMatchObject({ type: 'json_schema', name: 'legal_need_analysis', strict: true });
    expect(format.schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['suggestedTitle', 'suggestedCategory', 'enhancedDescription'],
    });
  });

  it.each([
    ['text that is not JSON', 'Sure! Here is your analysis: Real Estate'],
    [
      'a category outside the list',
      JSON.stringify({ suggestedTitle: 'Lease', suggestedCategory: 'Landlord Law', enhancedDescription: 'x' }),
    ],
    ['a missing field', JSON.stringify({ suggestedTitle: 'Lease', suggestedCategory: 'Real Estate' })],
  ])('falls back to the offline classifier on %s', async (_label, output) => {
    stub.next = { body: textResponse(output) };
    const analysis = await assistantWith().analyzeLegalNeed(
      'My landlord will not return my security deposit after I moved out.',
    );
    expect(analysis.suggestedCategory).toBe('Real Estate');
    expect(analysis.enhancedDescription).toBe('My landlord will not return my security deposit after I moved out.');
  });

  it('reports a failed analysis call as unavailable rather than guessing', async () => {
    stub.next = { status: 503, body: { error: { message: 'overloaded' } } };
    await expect(assistantWith().analyzeLegalNeed('I need a trademark')).rejects.toBeInstanceOf(
      AssistantUnavailableError,
    );
  });
});
