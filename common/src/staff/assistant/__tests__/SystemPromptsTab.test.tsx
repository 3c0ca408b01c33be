import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS, adminApi, type SystemPrompt, type SystemPromptVersion } from '@lexa/common';
import { httpError, renderScreen, setupUser } from '@lexa/testing';
import { StaffApiProvider } from '../../staff-api';
import { SystemPromptsTab } from '../components/SystemPromptsTab';

const prompt = (overrides: Partial<SystemPrompt> = {}): SystemPrompt => ({
  id: 'p1',
  promptKey: 'firm-voice',
  promptName: 'Firm voice',
  promptContent: 'Speak like a senior paralegal.',
  usageContext: 'chat',
  isActive: true,
  version: 2,
  lastUpdatedBy: 'admin@lexa.local',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-23T16:05:00.000Z',
  ...overrides,
});

const version = (number: number, promptContent: string): SystemPromptVersion => ({
  promptId: 'p1',
  version: number,
  promptName: 'Firm voice',
  promptContent,
  usageContext: 'chat',
  isActive: true,
  updatedBy: 'admin@lexa.local',
  updatedAt: '2026-11-23T16:05:00.000Z',
});

const PROMPTS = [prompt(), prompt({ id: 'p2', promptName: 'Spare voice', isActive: false, version: 1 })];

function mockApi(list: () => unknown = () => ({ data: { prompts: PROMPTS } })) {
  jest.spyOn(adminApi, 'get').mockImplementation((async (url: string) => {
    if (url === '/api/admin/prompts') {
      const answer = list();
      if (answer instanceof Error) throw answer;
      return answer;
    }
    if (url === '/api/admin/prompts/p1/versions')
      return { data: { versions: [version(2, 'Speak like a senior paralegal.'), version(1, 'Be formal.')] } };
    throw new Error(`unexpected GET ${url}`);
  }) as never);
  const patch = jest.spyOn(adminApi, 'patch').mockResolvedValue({ data: { prompt: PROMPTS[1] } });
  const put = jest.spyOn(adminApi, 'put').mockResolvedValue({ data: { prompt: prompt({ version: 3 }) } });
  const post = jest.spyOn(adminApi, 'post').mockResolvedValue({ data: { prompt: prompt({ id: 'p3' }) } });
  return { patch, put, post };
}

function renderTab() {
  return renderScreen(
    <StaffApiProvider api={{ http: adminApi, tokenKey: STORAGE_KEYS.adminToken }}>
      <SystemPromptsTab />
    </StaffApiProvider>,
    '/admin/dashboard',
  );
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('SystemPromptsTab', () => {
  it("lists the prompts and shows the server's error when a toggle is refused", async () => {
    const { patch } = mockApi();
    patch.mockRejectedValue(
      httpError(409, { error: '"Firm voice" is already active for Chat. Deactivate it first.', code: 'CONFLICT' }),
    );
    const events = setupUser();
    renderTab();

    const rows = await screen.findAllByTestId('prompt-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Firm voice');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[0]).toHaveTextContent('v2');
    expect(rows[0]).toHaveTextContent('admin@lexa.local');

    await events.click(screen.getByRole('switch', { name: 'Active: Spare voice' }));
    expect(patch).toHaveBeenCalledWith('/api/admin/prompts/p2/toggle', { isActive: true });
    expect(
      await screen.findByText('"Firm voice" is already active for Chat. Deactivate it first.'),
    ).toBeInTheDocument();
  });

  it('shows the Error Loading Prompts card when the list fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(() => httpError(500, { error: 'Something went wrong on our side. Please try again.' }));
    renderTab();

    const card = await screen.findByTestId('prompts-error');
    expect(card).toHaveTextContent('Error Loading Prompts');
    expect(card).toHaveTextContent('Something went wrong on our side. Please try again.');
  });

  const openFirst = async (events: ReturnType<typeof setupUser>) => {
    const [first] = await screen.findAllByTestId('prompt-row');
    await events.click(within(first!).getByRole('button', { name: 'View / Edit' }));
    return screen.findByTestId('prompt-editor');
  };

  it('opens a prompt for editing and saves its fields', async () => {
    const { put } = mockApi();
    const events = setupUser();
    renderTab();

    const editor = await openFirst(events);
    expect(within(editor).getByLabelText('Name')).toHaveValue('Firm voice');
    fireEvent.change(within(editor).getByLabelText('Content'), { target: { value: 'Answer in two sentences.' } });
    await events.click(within(editor).getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/admin/prompts/p1', {
        promptName: 'Firm voice',
        promptContent: 'Answer in two sentences.',
        usageContext: 'chat',
        isActive: true,
      }),
    );
    expect(await screen.findByText('Prompt saved (version 3)')).toBeInTheDocument();
  });

  it("lists a prompt's versions, each with its text", async () => {
    mockApi();
    const events = setupUser();
    renderTab();
    await openFirst(events);

    const versions = await screen.findByTestId('prompt-versions');
    expect(await within(versions).findByText(/^v1 · Chat · Active/)).toBeInTheDocument();
    await events.click(within(versions).getByText(/^v1 · Chat/));
    expect(await within(versions).findByText('Be formal.')).toBeInTheDocument();
  });

  const openNew = async (events: ReturnType<typeof setupUser>) => {
    await screen.findAllByTestId('prompt-row');
    await events.click(screen.getByTestId('prompt-new'));
    return screen.findByTestId('prompt-editor');
  };

  it('refuses a new prompt without a name', async () => {
    const { post } = mockApi();
    const events = setupUser();
    renderTab();
    const editor = await openNew(events);

    await events.click(within(editor).getByRole('button', { name: 'Create prompt' }));
    expect(await within(editor).findByText('Please enter a prompt name')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('creates a prompt from the New prompt form', async () => {
    const { post } = mockApi();
    const events = setupUser();
    renderTab();
    const editor = await openNew(events);

    fireEvent.change(within(editor).getByLabelText('Name'), { target: { value: 'Review house rules' } });
    fireEvent.change(within(editor).getByLabelText('Content'), { target: { value: 'Quote clause numbers.' } });
    await events.click(within(editor).getByRole('button', { name: 'Create prompt' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/admin/prompts', {
        promptName: 'Review house rules',
        promptContent: 'Quote clause numbers.',
        usageContext: 'chat',
        isActive: false,
      }),
    );
    expect(await screen.findByText('Prompt created')).toBeInTheDocument();
  });
});
