import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import { clientApi } from '@lexa/common';
import { clientUser, networkError, renderScreen, setupUser } from '@lexa/testing';
import { AssistantSection } from '../components/AssistantSection';
import { CONNECTION_TROUBLE } from '../hooks/use-assistant-chat';

const user = { ...clientUser, id: 'u42' };

/** The API as a client without a chat yet sees it, unless `stored` gives their session and its messages. */
function mockServerHistory(stored?: { sessionId: string; messages: unknown[] }) {
  return jest.spyOn(clientApi, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/chat/my-session') return { data: { sessionId: stored?.sessionId ?? null } };
    if (url === '/api/chat/history') return { data: { threadId: 't1', messages: stored?.messages ?? [] } };
    throw new Error(`unexpected GET ${url}`);
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('AssistantSection', () => {
  it('opens the client’s own session, sends on Enter and keeps Shift+Enter as a newline', async () => {
    const ui = setupUser();
    const get = mockServerHistory();
    const post = jest
      .spyOn(clientApi, 'post')
      .mockImplementation(async (url: string) =>
        url === '/api/chat/init'
          ? { data: { threadId: 't1', initialMessage: 'Hello! How can I help?' } }
          : { data: { message: 'Here is what I suggest.', timestamp: '2026-11-22T10:00:00.000Z' } },
      );
    renderScreen(<AssistantSection user={user} />, '/client/dashboard');

    expect(await screen.findByText('Hello! How can I help?')).toBeInTheDocument();
    const sessionId = localStorage.getItem('lexaSessionId:u42');
    expect(sessionId).toMatch(/^session_\d+_[0-9a-f]{24}$/);
    expect(post).toHaveBeenCalledWith('/api/chat/init', expect.objectContaining({ sessionId }));
    expect(get).toHaveBeenCalledWith('/api/chat/history', { params: { sessionId } });

    const box = screen.getByRole('textbox', { name: 'Message' });
    await ui.type(box, 'My landlord{Shift>}{Enter}{/Shift}kept my deposit');
    expect(box).toHaveValue('My landlord\nkept my deposit');
    await ui.type(box, '{Enter}');
    expect(post).toHaveBeenCalledWith('/api/chat/message', { sessionId, message: 'My landlord\nkept my deposit' });
    expect(await screen.findByText('Here is what I suggest.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(screen.queryByTestId('assistant-typing')).not.toBeInTheDocument();
  });

  it('shows the typing indicator while waiting and the connection message when sending fails', async () => {
    const ui = setupUser();
    let fail: (error: unknown) => void = () => undefined;
    let sends = 0;
    mockServerHistory();
    jest.spyOn(clientApi, 'post').mockImplementation(async (url: string) => {
      if (url === '/api/chat/init') return { data: { threadId: 't1', initialMessage: 'Hi' } };
      sends += 1;
      // The first send hangs until the test fails it; the retry after re-opening fails at once.
      if (sends > 1) throw networkError();
      return new Promise((_resolve, reject) => {
        fail = reject;
      });
    });
    renderScreen(<AssistantSection user={user} />, '/client/dashboard');
    await screen.findByText('Hi');

    await ui.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    expect(await screen.findByTestId('assistant-typing')).toBeInTheDocument();
    expect(screen.getByText('Hello')).toBeInTheDocument();
    fail(networkError());
    expect(await screen.findByText(CONNECTION_TROUBLE)).toBeInTheDocument();
    expect(screen.queryByTestId('assistant-typing')).not.toBeInTheDocument();
  });

  it('continues the conversation stored on the client’s account, shown again on any device', async () => {
    const ui = setupUser();
    const get = mockServerHistory({
      sessionId: 'session_on_server_1',
      messages: [
        { id: 'm1', role: 'assistant', content: 'Hi', timestamp: '2026-11-22T10:00:00.000Z' },
        {
          id: 'm2',
          role: 'user',
          content: 'About my lease',
          timestamp: '2026-11-22T10:01:00.000Z',
          files: [{ id: 'f1', originalName: 'lease.pdf', mimeType: 'application/pdf', fileSize: 1200 }],
        },
      ],
    });
    const post = jest
      .spyOn(clientApi, 'post')
      .mockImplementation(async (url: string) =>
        url === '/api/chat/init'
          ? { data: { threadId: 't1', initialMessage: 'Welcome back' } }
          : { data: { message: 'Noted.', timestamp: '2026-11-22T10:02:00.000Z' } },
      );
    renderScreen(<AssistantSection user={user} />, '/client/dashboard');

    expect(await screen.findByText('About my lease')).toBeInTheDocument();
    expect(screen.getByText(/lease\.pdf/)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/chat/init', expect.objectContaining({ sessionId: 'session_on_server_1' }));
    expect(get).toHaveBeenCalledWith('/api/chat/history', { params: { sessionId: 'session_on_server_1' } });
    // The server's session is used as is: nothing is created in, or read from, this browser's storage.
    expect(localStorage.getItem('lexaSessionId:u42')).toBeNull();
    expect(sessionStorage.length).toBe(0);

    await ui.type(screen.getByRole('textbox', { name: 'Message' }), 'And the deposit?{Enter}');
    expect(post).toHaveBeenCalledWith('/api/chat/message', {
      sessionId: 'session_on_server_1',
      message: 'And the deposit?',
    });
    expect(await screen.findByText('Noted.')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^assistant-message-/).map((bubble) => bubble.textContent)).toEqual([
      'Welcome back',
      'Hi',
      'About my lease📎 lease.pdf',
      'And the deposit?',
      'Noted.',
    ]);
    expect(sessionStorage.length).toBe(0);
  });

  it('falls back to this browser’s session when the server cannot say which one is the client’s', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('lexaSessionId:u42', 'session_local_1');
    jest.spyOn(clientApi, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/chat/my-session') throw networkError();
      return { data: { threadId: 't1', messages: [] } };
    });
    const post = jest
      .spyOn(clientApi, 'post')
      .mockResolvedValue({ data: { threadId: 't1', initialMessage: 'Hello again' } });
    renderScreen(<AssistantSection user={user} />, '/client/dashboard');

    expect(await screen.findByText('Hello again')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/chat/init', expect.objectContaining({ sessionId: 'session_local_1' }));
  });
});
