/// <reference types="jest" />
// The global `jest` (not the @jest/globals import): only it gets jest.mock hoisted above the imports by @swc/jest.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHAT_CHIPS, CHAT_MESSAGE_TOO_LONG, PRESET_MESSAGES, setApiOrigin } from '@lexa/common';
import { httpError, networkError } from '@lexa/testing';
import { reloadPage } from '../utils/reload-page';
import { advance, bodiesPosted, chatFile, mockChatApi, renderWidget, settle, ui } from './chat-test-kit';

jest.mock('../api/geo-lookup', () => ({
  lookupGeo: jest.fn(async () => ({
    ip: '203.0.113.7',
    city: 'Berlin',
    country: 'Germany',
    country_code: 'DE',
    flag_emoji: '🇩🇪',
  })),
}));
jest.mock('../utils/reload-page', () => ({ reloadPage: jest.fn() }));

const CONNECTION_TROUBLE =
  "I'm having trouble connecting right now. Please try again in a moment, or contact our office directly for immediate assistance.";

const input = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const messages = () =>
  screen.queryAllByTestId('chat-message').map((bubble) => bubble.firstElementChild?.textContent ?? '');
const fileInput = () => screen.getByTestId('chat-file-input') as HTMLInputElement;

/** A promise the test settles by hand, for a call that is still under way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** Renders the open widget, lets it initialise and shows the welcome message. */
async function openChat(props: Parameters<typeof renderWidget>[0] = {}) {
  const view = renderWidget(props);
  await settle();
  await advance(800);
  return view;
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  jest.mocked(reloadPage).mockClear();
});

describe('ChatWidget: start', () => {
  it('shows a skeleton until initialised, then the welcome message after 0.8 s and focuses the input 0.5 s later', async () => {
    const init = deferred<unknown>();
    const post = mockChatApi({ init: () => init.promise });
    renderWidget();
    await settle();

    expect(screen.getByTestId('chat-skeleton')).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(screen.getByText('Lexa')).toBeInTheDocument();
    expect(screen.getByText('Legal Assistant • Online')).toBeInTheDocument();
    expect(screen.getByText('Powered by Lexa')).toBeInTheDocument();

    await act(async () =>
      init.resolve({ threadId: 'conv_1', initialMessage: 'Hello from the server, how can I help?', messages: [] }),
    );
    await settle();
    expect(screen.queryByTestId('chat-skeleton')).not.toBeInTheDocument();
    expect(messages()).toEqual([]);

    await advance(799);
    expect(messages()).toEqual([]);
    await advance(1);
    expect(messages()).toEqual(['Hello from the server, how can I help?']);
    expect(input()).not.toHaveFocus();
    await advance(500);
    expect(input()).toHaveFocus();

    const [body] = bodiesPosted(post, 'init') as { sessionId: string; geoData: unknown; userAgent: string }[];
    expect(body.sessionId).toMatch(/^session_\d+_[a-z0-9]+$/);
    expect(localStorage.getItem('lexaSessionId')).toBe(body.sessionId);
    expect(body.geoData).toEqual({
      ip: '203.0.113.7',
      city: 'Berlin',
      country: 'Germany',
      country_code: 'DE',
      flag_emoji: '🇩🇪',
    });
    expect(body.userAgent).toBe(navigator.userAgent);
  });

  it('keeps the session id it already has', async () => {
    localStorage.setItem('lexaSessionId', 'session_1700000000000_abc123');
    const post = mockChatApi();
    renderWidget();
    await settle();
    expect(bodiesPosted(post, 'init')).toEqual([
      expect.objectContaining({ sessionId: 'session_1700000000000_abc123' }),
    ]);
  });

  it('says "Failed to initialize chat" when init fails, and is still initialised', async () => {
    mockChatApi({
      init: () => {
        throw networkError();
      },
    });
    await openChat();
    expect(screen.getByText('Failed to initialize chat')).toBeInTheDocument();
    expect(input()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Contract Review' })).toBeInTheDocument();
  });

  it('says the chat is busy instead of "Online" while new chats are turned away, and connects by itself', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    let refusals = 2;
    const post = mockChatApi({
      init: () => {
        if (refusals > 0) {
          refusals -= 1;
          throw httpError(429, { error: 'Too many chats started from your network.', code: 'RATE_LIMITED' });
        }
        return { threadId: 'conv_1', initialMessage: 'Hello from the server, how can I help?', messages: [] };
      },
    });
    renderWidget();
    await settle();
    expect(screen.getByText('Legal Assistant • Busy, reconnecting…')).toBeInTheDocument();
    expect(screen.queryByText('Legal Assistant • Online')).not.toBeInTheDocument();
    expect(screen.getByTestId('chat-busy')).toHaveTextContent('The chat will connect by itself in a moment');
    expect(screen.queryByText('Failed to initialize chat')).not.toBeInTheDocument();

    await advance(15_000);
    await settle();
    expect(screen.getByText('Legal Assistant • Busy, reconnecting…')).toBeInTheDocument();
    await advance(15_000);
    await settle();
    await advance(800);
    expect(bodiesPosted(post, 'init')).toHaveLength(3);
    expect(screen.getByText('Legal Assistant • Online')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-busy')).not.toBeInTheDocument();
    expect(messages()).toEqual(['Hello from the server, how can I help?']);
  });

  it('offers the three quick chips on an empty chat; a chip sends its canned message', async () => {
    const post = mockChatApi();
    await openChat();
    expect(CHAT_CHIPS.map((chip) => screen.getByRole('button', { name: chip.label }))).toHaveLength(3);

    await ui.click(screen.getByRole('button', { name: 'Legal Advice' }));
    await settle();
    expect(bodiesPosted(post, 'message')).toEqual([
      { message: PRESET_MESSAGES['legal-advice'], sessionId: expect.any(String) },
    ]);
    expect(screen.queryByRole('button', { name: 'Contract Review' })).not.toBeInTheDocument();
    expect(messages()).toContain(`You said: ${PRESET_MESSAGES['legal-advice']}`);
  });

  it('closes with the X to the round button and reopens with the conversation kept', async () => {
    mockChatApi();
    await openChat();
    await ui.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.getByTestId('chat-widget').querySelector('section')).not.toBeVisible();
    await ui.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(screen.getByRole('region', { name: 'Chat with Lexa' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open chat' })).not.toBeInTheDocument();
    expect(messages()).toEqual(['Hello from the server, how can I help?']);
  });

  it('opens bottom-right or centred, and full-screen under 768 px after resizing settles for 100 ms', async () => {
    mockChatApi();
    renderWidget({ layout: 'centered' });
    await settle();
    const panel = screen.getByRole('region', { name: 'Chat with Lexa' });
    expect(panel).toHaveAttribute('data-layout', 'centered');

    const width = window.innerWidth;
    try {
      window.innerWidth = 500;
      fireEvent(window, new Event('resize'));
      await advance(99);
      expect(panel).toHaveAttribute('data-layout', 'centered');
      await advance(1);
      expect(panel).toHaveAttribute('data-layout', 'fullscreen');
    } finally {
      window.innerWidth = width;
    }
  });

  it('loads nothing of the conversation until it opens', async () => {
    const post = mockChatApi();
    renderWidget({ defaultOpen: false });
    await settle();
    expect(post).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Chat with Lexa' })).not.toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Open chat' }));
    await settle();
    expect(bodiesPosted(post, 'init')).toHaveLength(1);
  });
});

describe('ChatWidget: staff avatar', () => {
  const headerAvatar = () => screen.getByTestId('chat-header-avatar');
  // The image is decorative (alt ""), so it has no img role to query by.
  const imageIn = (avatar: HTMLElement) => avatar.querySelector('img');
  afterEach(() => setApiOrigin(''));

  it("shows the staff avatar from the init answer in the header and beside replies, from the API's origin", async () => {
    setApiOrigin('https://api.lexa.example');
    mockChatApi({
      init: () => ({
        threadId: 'conv_1',
        initialMessage: 'Hi',
        messages: [],
        staffAvatarUrl: '/api/settings/avatar?v=7',
      }),
    });
    await openChat();
    const src = 'https://api.lexa.example/api/settings/avatar?v=7';
    expect(imageIn(headerAvatar())).toHaveAttribute('src', src);
    expect(headerAvatar()).not.toHaveTextContent('L');

    await ui.type(input(), 'Hello{Enter}');
    await settle();
    const replyAvatars = screen.getAllByTestId('chat-message-avatar');
    // The welcome and the reply, not the visitor's own message.
    expect(replyAvatars).toHaveLength(2);
    for (const avatar of replyAvatars) expect(imageIn(avatar)).toHaveAttribute('src', src);
  });

  it("keeps the assistant's letter, and no avatar beside replies, while none was uploaded", async () => {
    mockChatApi();
    await openChat();
    expect(headerAvatar()).toHaveTextContent('L');
    expect(imageIn(headerAvatar())).toBeNull();
    expect(messages()).toEqual(['Hello from the server, how can I help?']);
    expect(screen.queryByTestId('chat-message-avatar')).not.toBeInTheDocument();
  });
});

describe('ChatWidget: sending', () => {
  it('sends the trimmed message with Enter, keeps Shift+Enter as a new line and never sends a blank one', async () => {
    const post = mockChatApi();
    await openChat();

    await ui.type(input(), '   ');
    await ui.keyboard('{Enter}');
    expect(bodiesPosted(post, 'message')).toEqual([]);

    await ui.type(input(), ' I need an NDA{Shift>}{Enter}{/Shift}for a supplier ');
    expect(input()).toHaveValue('    I need an NDA\nfor a supplier ');
    await ui.keyboard('{Enter}');
    await settle();
    expect(bodiesPosted(post, 'message')).toEqual([
      { message: 'I need an NDA\nfor a supplier', sessionId: expect.any(String) },
    ]);
    expect(input()).toHaveValue('');
    expect(messages()).toEqual([
      'Hello from the server, how can I help?',
      'I need an NDA\nfor a supplier',
      'You said: I need an NDA\nfor a supplier',
    ]);
  });

  it('shows the typing indicator while a reply is pending, disables input and send, and ignores a second send', async () => {
    const reply = deferred<unknown>();
    const post = mockChatApi({ message: () => reply.promise });
    await openChat();

    await ui.type(input(), 'First question{Enter}');
    expect(screen.getByRole('status', { name: 'Lexa is typing' })).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
    fireEvent.change(input(), { target: { value: 'Second question' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(bodiesPosted(post, 'message')).toHaveLength(1);

    await act(async () => reply.resolve({ message: 'Here is my answer.', timestamp: '2026-03-01T09:05:00.000Z' }));
    expect(screen.queryByRole('status', { name: 'Lexa is typing' })).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
    const answer = screen.getAllByTestId('chat-message').at(-1)!;
    expect(answer).toHaveTextContent('Here is my answer.');
    expect(within(answer).getByText(/^\d{2}:\d{2}/)).toHaveAttribute('dateTime', '2026-03-01T09:05:00.000Z');
  });

  it('adds the connection-trouble message when a send fails', async () => {
    mockChatApi({
      message: () => {
        throw httpError(502, { error: 'Failed to send message', code: 'ASSISTANT_UNAVAILABLE' });
      },
    });
    await openChat();
    await ui.type(input(), 'Hello?{Enter}');
    await settle();
    expect(messages().at(-1)).toBe(CONNECTION_TROUBLE);
    expect(screen.getByText('Failed to send message')).toBeInTheDocument();
    expect(input()).toBeEnabled();
  });

  it('stops a message over 4,000 characters with a counter and keeps the text', async () => {
    const post = mockChatApi();
    await openChat();
    const long = 'a'.repeat(4001);
    fireEvent.change(input(), { target: { value: long } });
    expect(screen.getByTestId('chat-count')).toHaveTextContent('4,001 / 4,000');
    expect(screen.getByRole('alert')).toHaveTextContent(CHAT_MESSAGE_TOO_LONG);
    expect(sendButton()).toBeDisabled();
    await ui.type(input(), '{Enter}');
    await settle();
    expect(bodiesPosted(post, 'message')).toEqual([]);
    expect(input()).toHaveValue(long);
    expect(messages()).not.toContain(CONNECTION_TROUBLE);

    fireEvent.change(input(), { target: { value: 'a'.repeat(4000) } });
    expect(screen.getByTestId('chat-count')).toHaveTextContent('4,000 / 4,000');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it("shows the server's reason, not connection trouble, when the API refuses a message", async () => {
    mockChatApi({
      message: () => {
        throw httpError(400, { error: CHAT_MESSAGE_TOO_LONG, code: 'VALIDATION_FAILED' });
      },
    });
    await openChat();
    await ui.type(input(), 'Hello?{Enter}');
    await settle();
    expect(screen.getByText(CHAT_MESSAGE_TOO_LONG)).toBeInTheDocument();
    expect(messages()).not.toContain(CONNECTION_TROUBLE);
    expect(input()).toBeEnabled();
  });

  it('links URLs and e-mails in replies and offers "Post a Request" under a link to the request page', async () => {
    const onNavigate = jest.fn();
    mockChatApi({
      message: (body) => ({
        message:
          (body as { message: string }).message === 'help'
            ? 'Our team can take it on: http://localhost/client/request or write to team@lexa.legal.'
            : 'Read https://other.example/client/request first.',
        timestamp: '2026-03-01T09:05:00.000Z',
      }),
    });
    await openChat({ onNavigate });

    await ui.type(input(), 'help{Enter}');
    await settle();
    const reply = screen.getAllByTestId('chat-message').at(-1)!;
    expect(within(reply).getByRole('link', { name: 'http://localhost/client/request' })).toHaveAttribute(
      'href',
      'http://localhost/client/request',
    );
    expect(within(reply).getByRole('link', { name: 'team@lexa.legal' })).toHaveAttribute(
      'href',
      'mailto:team@lexa.legal',
    );
    await ui.click(within(reply).getByRole('button', { name: 'Post a Request' }));
    expect(onNavigate).toHaveBeenCalledWith(new URL('http://localhost/client/request'));

    await ui.type(input(), 'other{Enter}');
    await settle();
    expect(
      within(screen.getAllByTestId('chat-message').at(-1)!).queryByRole('button', { name: 'Post a Request' }),
    ).not.toBeInTheDocument();
  });
});

describe('ChatWidget: uploads', () => {
  const toast = async (title: string, description: string) => {
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  };

  it('uploads, lists the files in a bubble and asks for their analysis 0.5 s later', async () => {
    const post = mockChatApi();
    await openChat();
    await ui.upload(fileInput(), [
      chatFile('lease.pdf', { size: 2048 }),
      chatFile('photo.png', { size: 3 * 1024 * 1024 }),
    ]);
    await settle();

    const [form] = bodiesPosted(post, 'upload') as FormData[];
    expect(form.get('sessionId')).toBe(localStorage.getItem('lexaSessionId'));
    expect(form.get('threadId')).toBe('conv_1');
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['lease.pdf', 'photo.png']);

    const bubble = screen.getAllByTestId('chat-message').at(-1)!;
    expect(bubble).toHaveTextContent('Uploaded 2 file(s)');
    const files = within(bubble).getAllByRole('listitem');
    expect(files[0]).toHaveTextContent('lease.pdf2 KB');
    expect(files[0]).toHaveAttribute('data-category', 'other');
    expect(files[1]).toHaveTextContent('photo.png3 MB');
    expect(files[1]).toHaveAttribute('data-category', 'image');

    await advance(499);
    expect(bodiesPosted(post, 'message')).toEqual([]);
    await advance(1);
    expect(bodiesPosted(post, 'message')).toEqual([
      { message: 'Please analyze the files I just uploaded: lease.pdf, photo.png', sessionId: expect.any(String) },
    ]);
  });

  it('refuses more than 5 files per chat, counting the existing ones', async () => {
    const post = mockChatApi();
    await openChat();
    await ui.upload(fileInput(), [chatFile('a.pdf'), chatFile('b.pdf'), chatFile('c.pdf')]);
    await settle();
    await advance(500);
    await settle();

    await ui.upload(fileInput(), [chatFile('d.pdf'), chatFile('e.pdf'), chatFile('f.pdf')]);
    await toast('Too many files', 'Maximum 5 files allowed per chat. You have 3 files already.');
    expect(bodiesPosted(post, 'upload')).toHaveLength(1);
  });

  it('shows only the first validation problem and uploads nothing', async () => {
    const post = mockChatApi();
    await openChat();
    await ui.upload(fileInput(), [
      chatFile('ok.pdf'),
      chatFile('huge.pdf', { size: 11 * 1024 * 1024 }),
      chatFile('notes.txt', { type: 'text/plain' }),
    ]);
    await toast('File validation failed', 'File "huge.pdf" is too large. Maximum size is 10MB.');
    expect(screen.queryByText(/notes\.txt/)).not.toBeInTheDocument();
    expect(bodiesPosted(post, 'upload')).toEqual([]);
  });

  it.each([
    [
      'a text file',
      chatFile('notes.txt', { type: 'text/plain' }),
      'File "notes.txt" is not a supported format. Allowed: PDF, DOC, DOCX, JPG, PNG.',
    ],
    [
      'a GIF named as a PNG',
      chatFile('scan.gif', { type: 'image/png' }),
      'File "scan.gif" has an unsupported extension.',
    ],
  ])('refuses %s by type', async (_what, file, description) => {
    mockChatApi();
    await openChat();
    await ui.upload(fileInput(), file);
    await toast('File validation failed', description);
  });

  it('disables attaching at 5 files and explains why on a click', async () => {
    mockChatApi();
    await openChat();
    await ui.upload(
      fileInput(),
      ['1', '2', '3', '4', '5'].map((n) => chatFile(`${n}.pdf`)),
    );
    await settle();
    await advance(500);
    await settle();

    expect(screen.getByRole('button', { name: 'Attach files' })).toBeDisabled();
    await ui.click(screen.getByTestId('chat-attach'));
    await toast('File limit reached', 'Maximum 5 files allowed per chat session.');
  });

  it('shows the server error, or "Upload failed", when the upload fails', async () => {
    let failure: unknown = httpError(400, {
      error: 'File "setup.pdf" is not a supported format. Allowed: PDF, DOC, DOCX, JPG, PNG.',
      code: 'UNSUPPORTED_FILE_TYPE',
    });
    mockChatApi({
      upload: () => {
        throw failure;
      },
    });
    await openChat();
    await ui.upload(fileInput(), chatFile('setup.pdf'));
    await toast('Upload failed', 'File "setup.pdf" is not a supported format. Allowed: PDF, DOC, DOCX, JPG, PNG.');
    expect(messages()).toEqual(['Hello from the server, how can I help?']);

    failure = networkError();
    await ui.upload(fileInput(), chatFile('again.pdf'));
    await waitFor(() =>
      expect(
        screen.getAllByText('Upload failed').some((text) => text.closest('.ant-notification-notice-description')),
      ).toBe(true),
    );
  });
});

describe('ChatWidget: ending', () => {
  it('shows End Chat once the visitor has written, posts the end and thanks them; Start New Chat reloads', async () => {
    const onEnd = jest.fn();
    const post = mockChatApi();
    await openChat({ onEnd });
    expect(screen.queryByRole('button', { name: 'End Chat' })).not.toBeInTheDocument();

    await ui.type(input(), 'Question{Enter}');
    await settle();
    const sessionId = localStorage.getItem('lexaSessionId');
    await ui.click(screen.getByRole('button', { name: 'End Chat' }));
    await settle();

    expect(bodiesPosted(post, 'end')).toEqual([{ sessionId }]);
    expect(screen.getByText('Thank you for chatting with us!')).toBeInTheDocument();
    expect(screen.getByText(/transcript of this conversation has been sent to our team/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(localStorage.getItem('lexaSessionId')).toBeNull();
    expect(onEnd).toHaveBeenCalledTimes(1);

    await ui.click(screen.getByRole('button', { name: 'Start New Chat' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('counts the chat as ended even when the end call fails', async () => {
    mockChatApi({
      end: () => {
        throw httpError(500);
      },
    });
    await openChat();
    await ui.type(input(), 'Question{Enter}');
    await settle();
    await ui.click(screen.getByRole('button', { name: 'End Chat' }));
    await settle();
    expect(screen.getByText('Thank you for chatting with us!')).toBeInTheDocument();
  });
});

describe('ChatWidget: prefill and auto-send', () => {
  it('fills the input and sends it 1.5 s after the chat is ready, only once', async () => {
    const init = deferred<unknown>();
    const post = mockChatApi({ init: () => init.promise });
    const view = renderWidget({ initialText: 'I need help with a lease', autoSend: true, prefillKey: 'k1' });
    await settle();
    expect(input()).toHaveValue('I need help with a lease');

    await advance(3000);
    expect(bodiesPosted(post, 'message')).toEqual([]);
    await act(async () => init.resolve({ threadId: 'conv_1', initialMessage: 'Hi', messages: [] }));
    await settle();
    await advance(1499);
    expect(bodiesPosted(post, 'message')).toEqual([]);
    await advance(1);
    await settle();
    expect(bodiesPosted(post, 'message')).toEqual([
      { message: 'I need help with a lease', sessionId: expect.any(String) },
    ]);
    expect(input()).toHaveValue('');

    view.rerenderWith({ initialText: 'I need help with a lease', autoSend: true, prefillKey: 'k1' });
    await advance(5000);
    expect(bodiesPosted(post, 'message')).toHaveLength(1);
  });

  it('reports the auto-send once, and a reload shows the conversation so far instead of a new chat', async () => {
    const onAutoSent = jest.fn();
    const post = mockChatApi({
      init: () => ({
        threadId: 'conv_1',
        initialMessage: 'Hi',
        messages: [
          { id: 'm1', role: 'user', content: 'I need help with a lease', timestamp: '2026-03-01T10:00:00.000Z' },
          { id: 'm2', role: 'assistant', content: 'Happy to help.', timestamp: '2026-03-01T10:00:02.000Z' },
        ],
      }),
    });
    renderWidget({ initialText: 'Another question', autoSend: true, prefillKey: 'k1', onAutoSent });
    await settle();
    expect(messages()).toEqual(['Hi', 'I need help with a lease', 'Happy to help.']);
    expect(screen.queryByRole('button', { name: CHAT_CHIPS[0]!.label })).not.toBeInTheDocument();
    await advance(1500);
    await settle();
    expect(bodiesPosted(post, 'message')).toEqual([{ message: 'Another question', sessionId: expect.any(String) }]);
    expect(onAutoSent).toHaveBeenCalledTimes(1);
  });

  it('only fills the input without send', async () => {
    const post = mockChatApi();
    renderWidget({ preset: 'employment-law' });
    await settle();
    await advance(5000);
    expect(input()).toHaveValue(PRESET_MESSAGES['employment-law']);
    expect(bodiesPosted(post, 'message')).toEqual([]);
  });

  it('waits while a reply is pending, then sends the prefilled text', async () => {
    const reply = deferred<unknown>();
    const post = mockChatApi({ message: () => reply.promise });
    const view = renderWidget();
    await settle();
    await ui.click(screen.getByRole('button', { name: 'Contract Review' }));
    view.rerenderWith({ preset: 'attorney-referral', attorney: 'jordan-reyes', autoSend: true, prefillKey: 'k2' });
    await settle();
    await advance(5000);
    expect(bodiesPosted(post, 'message')).toHaveLength(1);

    await act(async () => reply.resolve({ message: 'Answer', timestamp: '2026-03-01T09:05:00.000Z' }));
    await advance(1500);
    expect(bodiesPosted(post, 'message').at(-1)).toEqual({
      message:
        "I was referred by Jordan Reyes's profile page and would like legal help from Jordan Reyes. How do I get started?",
      sessionId: expect.any(String),
    });
  });

  it('does not send a prefill the visitor has started to edit', async () => {
    const post = mockChatApi();
    renderWidget({ initialText: 'Draft', autoSend: true });
    await settle();
    await ui.type(input(), ' and more');
    await advance(1500);
    expect(bodiesPosted(post, 'message')).toEqual([]);
    expect(input()).toHaveValue('Draft and more');
  });

  it('fills and sends again for a new prefill key', async () => {
    const post = mockChatApi();
    const view = renderWidget({ initialText: 'First', autoSend: true, prefillKey: 'a' });
    await settle();
    await advance(1500);
    await settle();
    view.rerenderWith({ initialText: 'Second', autoSend: true, prefillKey: 'b' });
    await settle();
    await advance(1500);
    await settle();
    expect(bodiesPosted(post, 'message').map((body) => (body as { message: string }).message)).toEqual([
      'First',
      'Second',
    ]);
  });
});
