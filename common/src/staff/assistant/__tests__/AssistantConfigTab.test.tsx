import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  STORAGE_KEYS,
  adminApi,
  type AssistantConfigEntry,
  type AssistantTestResult,
  type LiveAssistant,
} from '@lexa/common';
import { httpError, renderScreen, setupUser } from '@lexa/testing';
import { StaffApiProvider } from '../../staff-api';
import { AssistantConfigTab } from '../components/AssistantConfigTab';

const entry = (configKey: AssistantConfigEntry['configKey'], configValue: string): AssistantConfigEntry => ({
  configKey,
  configValue,
  description: `About ${configKey}`,
  updatedAt: configValue ? '2026-11-23T16:05:00.000Z' : null,
});

const ENTRIES = [
  entry('apiKey', 'sk-l••••WXYZ'),
  entry('assistantId', 'gpt-4.1-mini'),
  entry('systemPrompt', ''),
  entry('initialMessage', 'Hello there'),
];

const LIVE: LiveAssistant = {
  provider: 'openai',
  model: 'gpt-4.1-mini',
  keySet: true,
  keySource: 'config',
  maskedKey: 'sk-l••••WXYZ',
  instructions: {
    chat: { source: 'prompt', promptId: 'p1', promptName: 'Firm voice', version: 3 },
    intake_analysis: { source: 'default', promptId: null, promptName: null, version: null },
    document_review: { source: 'default', promptId: null, promptName: null, version: null },
    drafting: { source: 'default', promptId: null, promptName: null, version: null },
  },
  initialMessageSource: 'config',
};

function mockApi({ config = (): unknown => ({ data: { entries: ENTRIES } }) } = {}) {
  const get = jest.spyOn(adminApi, 'get').mockImplementation((async (url: string) => {
    if (url === '/api/admin/config') {
      const answer = config();
      if (answer instanceof Error) throw answer;
      return answer;
    }
    if (url === '/api/admin/config/live') return { data: LIVE };
    throw new Error(`unexpected GET ${url}`);
  }) as never);
  const post = jest.spyOn(adminApi, 'post').mockResolvedValue({ data: { entry: ENTRIES[0] } });
  return { get, post };
}

function renderTab() {
  return renderScreen(
    <StaffApiProvider api={{ http: adminApi, tokenKey: STORAGE_KEYS.adminToken }}>
      <AssistantConfigTab />
    </StaffApiProvider>,
    '/admin/dashboard',
  );
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('AssistantConfigTab', () => {
  it('shows the key masked and enables Save only while something is changed', async () => {
    const { post } = mockApi();
    const events = setupUser();
    renderTab();

    expect(await screen.findByTestId('assistant-config-masked-key')).toHaveTextContent('Current key: sk-l••••WXYZ');
    expect(screen.getByLabelText('API key')).toHaveValue('');
    const save = screen.getByTestId('assistant-config-save');
    expect(save).toBeDisabled();

    // Typed text is set whole: per-key typing into an autosized text area is slow under jsdom.
    const greeting = screen.getByLabelText('Initial message');
    fireEvent.change(greeting, { target: { value: 'Hello there!' } });
    expect(save).toBeEnabled();
    fireEvent.change(greeting, { target: { value: 'Hello there' } });
    expect(save).toBeDisabled();

    fireEvent.change(greeting, { target: { value: 'Hello there and welcome' } });
    await events.click(save);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/admin/config', {
        configKey: 'initialMessage',
        configValue: 'Hello there and welcome',
      }),
    );
    expect(post).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Configuration saved')).toBeInTheDocument();
  });

  it('sends a new key, or an empty one to remove the saved key', async () => {
    const { post } = mockApi();
    const events = setupUser();
    renderTab();
    await screen.findByTestId('assistant-config-masked-key');

    await events.click(screen.getByRole('button', { name: 'Remove key' }));
    expect(screen.getByTestId('assistant-config-save')).toBeEnabled();
    await events.click(screen.getByTestId('assistant-config-save'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/admin/config', { configKey: 'apiKey', configValue: '' }),
    );

    fireEvent.change(screen.getByLabelText('API key'), { target: { value: 'sk-new-key-1234567890' } });
    await events.click(screen.getByTestId('assistant-config-save'));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/api/admin/config', {
        configKey: 'apiKey',
        configValue: 'sk-new-key-1234567890',
      }),
    );
  });

  it("names a failed save with the server's reason", async () => {
    const { post } = mockApi();
    post.mockRejectedValue(httpError(400, { error: 'A configuration value may be at most 20000 characters' }));
    const events = setupUser();
    renderTab();

    fireEvent.change(await screen.findByLabelText('System prompt'), { target: { value: 'Be kind.' } });
    await events.click(screen.getByTestId('assistant-config-save'));

    expect(
      await screen.findByText('Error saving configuration: A configuration value may be at most 20000 characters'),
    ).toBeInTheDocument();
  });

  it('says so when the configuration cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ config: () => httpError(500) });
    renderTab();

    expect(await screen.findAllByText('Error loading configuration')).not.toHaveLength(0);
    expect(screen.queryByTestId('assistant-config-save')).not.toBeInTheDocument();
  });

  it('shows what the running assistant uses and the answer of Test connection', async () => {
    const { post } = mockApi();
    const result: AssistantTestResult = {
      ok: false,
      provider: 'openai',
      model: 'gpt-4.1-mini',
      reply: null,
      error: 'The assistant provider is unavailable (AuthenticationError 401): Incorrect API key provided',
      latencyMs: 12,
    };
    post.mockResolvedValue({ data: result });
    const events = setupUser();
    renderTab();

    const live = await screen.findByTestId('assistant-live');
    expect(await within(live).findByTestId('assistant-live-provider')).toHaveTextContent('OpenAI (live)');
    expect(live).toHaveTextContent('Firm voice (v3)');
    expect(live).toHaveTextContent('sk-l••••WXYZ (saved here)');

    await events.click(screen.getByTestId('assistant-test-connection'));
    const shown = await screen.findByTestId('assistant-test-result');
    expect(shown).toHaveTextContent('Connection failed');
    expect(shown).toHaveTextContent('Incorrect API key provided');
    expect(post).toHaveBeenCalledWith('/api/admin/config/test', {});
  });
});
