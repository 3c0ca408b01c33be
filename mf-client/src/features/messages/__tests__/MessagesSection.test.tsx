import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, within } from '@testing-library/react';
import { clientApi, type MessageThread, type ThreadMessage } from '@lexa/common';
import { clientUser, renderScreen, setupUser } from '@lexa/testing';
import { MessagesSection } from '../components/MessagesSection';
import { senderRole } from '../utils/message-rules';

const thread = (overrides: Partial<MessageThread> = {}): MessageThread => ({
  threadId: 't1',
  subject: 'Review my lease',
  requestId: 'r1',
  type: 'request_linked',
  lastMessage: { content: 'We are on it' },
  lastMessageAt: '2026-11-22T15:05:00.000Z',
  unreadCount: 1,
  ...overrides,
});

const sender = { isAdmin: false, isAttorney: false, firstName: 'Ada', lastName: 'Lovelace', username: 'ada' };
const message = (overrides: Partial<ThreadMessage> = {}): ThreadMessage => ({
  id: 'm1',
  threadId: 't1',
  senderId: clientUser.id,
  content: 'Hello',
  createdAt: '2026-11-22T15:05:00.000Z',
  aliasUsed: '',
  isRead: false,
  isInternal: false,
  files: [],
  sender,
  ...overrides,
});

let threads: MessageThread[];
let messages: ThreadMessage[];
let get: jest.Mock<(url: string, config?: unknown) => Promise<{ data: unknown }>>;
let patch: jest.Mock<(url: string, body?: unknown) => Promise<{ data: unknown }>>;
let post: jest.Mock<(url: string, body?: unknown) => Promise<{ data: unknown }>>;

beforeEach(() => {
  threads = [thread()];
  messages = [
    message({ id: 'm1', content: 'My question', isRead: true }),
    message({
      id: 'm2',
      senderId: 'staff',
      content: 'We are on it',
      aliasUsed: 'Sarah',
      sender: { ...sender, isAdmin: true, firstName: 'Grace' },
    }),
    message({ id: 'm3', content: 'Thanks', isRead: false }),
  ];
  get = jest.fn(async (url: string) => {
    if (url === '/api/messages/threads') return { data: { threads, total: threads.length, page: 1, pageSize: 100 } };
    return { data: { thread: thread(), messages, total: messages.length, page: 1, pageSize: 50 } };
  });
  patch = jest.fn(async (_url: string) => ({ data: {} }));
  post = jest.fn(async () => ({ data: { message: message({ id: 'm4' }) } }));
  jest.spyOn(clientApi, 'get').mockImplementation(get as unknown as typeof clientApi.get);
  jest.spyOn(clientApi, 'patch').mockImplementation(patch as unknown as typeof clientApi.patch);
  jest.spyOn(clientApi, 'post').mockImplementation(post as unknown as typeof clientApi.post);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('MessagesSection', () => {
  it('opens the latest thread, marks it read and shows own and staff bubbles', async () => {
    renderScreen(<MessagesSection user={clientUser} />, '/client/dashboard');

    const bubbles = await screen.findAllByTestId('message-bubble');
    expect(bubbles).toHaveLength(3);
    expect(bubbles[0]).toHaveAttribute('data-own', 'true');
    expect(within(bubbles[0]).getByText('Read')).toBeInTheDocument();
    expect(within(bubbles[2]).getByText('Sent')).toBeInTheDocument();
    expect(within(bubbles[1]).getByText('Sarah')).toBeInTheDocument();
    expect(within(bubbles[1]).getByText('Support')).toBeInTheDocument();
    expect(within(bubbles[1]).queryByText(/Grace/)).not.toBeInTheDocument();
    // Staff messages carry the staff avatar from Settings (its initial until one is uploaded); own ones do not.
    expect(within(bubbles[1]).getByTestId('staff-avatar').querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/api\/settings\/avatar$/),
    );
    expect(within(bubbles[0]).queryByTestId('staff-avatar')).not.toBeInTheDocument();
    expect(within(bubbles[1]).getByText(/^Nov 22, \d{1,2}:05 (AM|PM)$/)).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/api/messages/threads/t1/read', {});
  });

  it('names the sender role by flags and alias', () => {
    expect(senderRole({ aliasUsed: 'Sarah', sender: { ...sender, isAttorney: true } })).toBe('Support');
    expect(senderRole({ aliasUsed: '', sender: { ...sender, isAdmin: true } })).toBe('Admin');
    expect(senderRole({ aliasUsed: '', sender: { ...sender, isAttorney: true } })).toBe('Attorney');
    expect(senderRole({ aliasUsed: '', sender })).toBe('Client');
  });

  it('does not mark an empty thread read', async () => {
    messages = [];
    renderScreen(<MessagesSection user={clientUser} />, '/client/dashboard');

    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();
  });

  it('sends a reply to the open thread as multipart', async () => {
    const user = setupUser();
    renderScreen(<MessagesSection user={clientUser} />, '/client/dashboard');
    await screen.findAllByTestId('message-bubble');
    await user.type(screen.getByLabelText('Message'), 'Ok{Enter}');

    await act(async () => {});
    const [url, form] = post.mock.calls[0];
    expect(url).toBe('/api/messages');
    expect((form as FormData).get('threadId')).toBe('t1');
    expect((form as FormData).get('content')).toBe('Ok');
  });

  it('says so when a reply cannot be sent', async () => {
    const user = setupUser();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    post.mockRejectedValueOnce(new Error('down'));
    renderScreen(<MessagesSection user={clientUser} />, '/client/dashboard');
    await screen.findAllByTestId('message-bubble');
    await user.type(screen.getByLabelText('Message'), 'Ok{Enter}');

    expect(await screen.findByText('Failed to send reply. Please try again.')).toBeInTheDocument();
  });

  it('tells a client without any request that messages cannot be sent yet', async () => {
    threads = [];
    renderScreen(<MessagesSection user={clientUser} />, '/client/dashboard');

    expect(await screen.findByText('Cannot send messages. Please post a legal request first.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });

  it('asks for unread threads and searches', async () => {
    const user = setupUser();
    renderScreen(<MessagesSection user={clientUser} />, '/client/dashboard');
    await screen.findAllByTestId('message-bubble');
    await user.click(screen.getByText('Unread'));
    await user.type(screen.getByLabelText('Search conversations'), 'lease');

    expect(get).toHaveBeenCalledWith('/api/messages/threads', {
      params: { filter: 'unread', search: 'lease', pageSize: 100 },
    });
  });

  it('refreshes the threads every 15 s and the open thread every 12 s', async () => {
    jest.useFakeTimers();
    renderScreen(<MessagesSection user={clientUser} />, '/client/dashboard');
    await act(async () => {});
    await act(async () => {});
    const count = (match: (url: string) => boolean) => get.mock.calls.filter(([url]) => match(url)).length;
    const threadLists = () => count((url) => url === '/api/messages/threads');
    const openThread = () => count((url) => url === '/api/messages/threads/t1');
    expect([threadLists(), openThread()]).toEqual([1, 1]);

    await act(async () => jest.advanceTimersByTime(12_000));
    expect([threadLists(), openThread()]).toEqual([1, 2]);
    await act(async () => jest.advanceTimersByTime(3_000));
    expect([threadLists(), openThread()]).toEqual([2, 2]);
  });
});
