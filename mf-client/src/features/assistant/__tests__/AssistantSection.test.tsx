import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor } from '@testing-library/react';
import { clientApi } from '@lexa/common';
import { clientUser, networkError, renderScreen, setupUser } from '@lexa/testing';
import { AssistantSection } from '../components/AssistantSection';
import { CONNECTION_TROUBLE } from '../hooks/use-assistant-chat';

const user = { ...clientUser, id: 'u42' };

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
    const post = jest.spyOn(clientApi, 'post').mockImplementation(async (url: string) =>
      url === '/api/chat/init'
        ? { data: { threadId: 't1', initialMessage: 'Hello! How can I help?' } }
        : { data: { message: 'Here is what I suggest.', timestamp: '2026-11-22T10:00:00.000Z' } },
    );
    renderScreen(<AssistantSection user={user} />, '/client/dashboard');

    expect(await screen.findByText('Hello! How can I help?')).toBeInTheDocument();
    const sessionId = localStorage.getItem('lexaSessionId:u42');
    expect(sessionId).toMatch(/^session_\d+_[0-9a-f]{24}$/);
    expect(post).toHaveBeenCalledWith('/api/chat/init', expect.objectContaining({ sessionId }));

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

  it('keeps the conversation when the section is opened again', async () => {
    jest.spyOn(clientApi, 'post').mockResolvedValue({ data: { threadId: 't1', initialMessage: 'Welcome back' } });
    sessionStorage.setItem(
      'lexaAssistantHistory:u42',
      JSON.stringify([
        { role: 'assistant', content: 'Hi', timestamp: '2026-11-22T10:00:00.000Z' },
        { role: 'user', content: 'About my lease', timestamp: '2026-11-22T10:01:00.000Z' },
      ]),
    );
    renderScreen(<AssistantSection user={user} />, '/client/dashboard');
    expect(screen.getByText('About my lease')).toBeInTheDocument();
    await waitFor(() => expect(clientApi.post).toHaveBeenCalled());
    expect(screen.queryByText('Welcome back')).not.toBeInTheDocument();
  });
});
