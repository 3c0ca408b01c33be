import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import {
  STORAGE_KEYS,
  adminApi,
  type AdminUser,
  type MessageSummary,
  type MessageThread,
  type ThreadMessage,
} from '@lexa/common';
import { adminUser, httpError, renderScreen, setupUser } from '@lexa/testing';
import { StaffApiProvider } from '../../staff-api';
import { MessageSummaryCards } from '../components/MessageSummaryCards';
import { NewMessageDialog } from '../components/NewMessageDialog';
import { StaffMessagesTab } from '../components/StaffMessagesTab';
import { StaffThreadView } from '../components/StaffThreadView';

// The dialogs drive antd selects and text areas through many renders; on a busy 2-core runner one test can take
// longer than the default.
jest.setTimeout(60_000);

const me = adminUser;

const thread = (overrides: Partial<MessageThread> = {}): MessageThread => ({
  threadId: 't1',
  subject: 'Review my lease',
  requestId: 'r1',
  type: 'request_linked',
  lastMessage: { content: 'Could you look at clause 4?' },
  lastMessageAt: '2026-11-23T16:05:00.000Z',
  unreadCount: 2,
  client: { id: 'c1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
  ...overrides,
});

const person = { isAdmin: false, isAttorney: false, firstName: 'Ada', lastName: 'Lovelace', username: 'ada' };
const message = (overrides: Partial<ThreadMessage> = {}): ThreadMessage => ({
  id: 'm1',
  threadId: 't1',
  senderId: 'c1',
  content: 'Hello',
  createdAt: '2026-11-23T16:05:00.000Z',
  aliasUsed: '',
  isRead: false,
  isInternal: false,
  files: [],
  sender: person,
  ...overrides,
});
const staffSender = { ...person, isAdmin: true, firstName: 'Grace', lastName: 'Admin', username: 'grace' };

const user = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'c1',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  isAdmin: false,
  isAttorney: false,
  isActive: true,
  requestCount: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  lastLogin: null,
  ...overrides,
});

const summary = (overrides: Partial<MessageSummary> = {}): MessageSummary => ({
  totalThreads: 12,
  totalMessages: 340,
  todayMessages: 7,
  averageResponseMinutes: 42,
  ...overrides,
});

type Answer = { data: unknown } | Error;
type Handler = (url: string, config?: { params?: Record<string, unknown> }) => Answer;

/**
 * The staff API as the screens call it: `get` answers by URL through `routes` (the thread list, a thread, the
 * summary, statistics, users, requests, /me), `post` and `patch` record their calls.
 */
function mockStaffApi(routes: Record<string, Handler>) {
  const answer = async (result: Answer) => {
    if (result instanceof Error) throw result;
    return result;
  };
  const get = jest.spyOn(adminApi, 'get').mockImplementation((async (url: string, config?: never) => {
    const handler = routes[url] ?? Object.entries(routes).find(([path]) => url.startsWith(path))?.[1];
    if (!handler) throw new Error(`unexpected GET ${url}`);
    return answer(handler(url, config));
  }) as never);
  const post = jest.spyOn(adminApi, 'post').mockResolvedValue({ data: {} });
  const patch = jest.spyOn(adminApi, 'patch').mockResolvedValue({ data: {} });
  return { get, post, patch };
}

/** The staff routes every screen here reads besides its own. */
const baseRoutes: Record<string, Handler> = {
  '/api/auth/me': () => ({ data: { user: me } }),
  '/api/admin/messages/summary': () => ({ data: summary() }),
  '/api/admin/messages/stats': () => ({ data: [] }),
};

function renderStaff(ui: ReactElement) {
  return renderScreen(
    <StaffApiProvider api={{ http: adminApi, tokenKey: STORAGE_KEYS.adminToken }}>{ui}</StaffApiProvider>,
    '/admin/dashboard',
  );
}

const threadPage = (threads: MessageThread[], total = threads.length) => ({
  data: { threads, total, page: 1, pageSize: 20 },
});
const threadMessages = (
  messages: ThreadMessage[],
  overrides: Partial<MessageThread> = {},
  total = messages.length,
) => ({
  data: { thread: thread(overrides), messages, total, page: 1, pageSize: 50 },
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('MessageSummaryCards', () => {
  it.each([
    [0.4, '< 1 min'],
    [42.4, '42 min'],
    [210, '3.5 h'],
    [null, '—'],
  ])('shows an average of %p minutes as %p', (minutes, text) => {
    renderScreen(<MessageSummaryCards summary={summary({ averageResponseMinutes: minutes })} />, '/');

    expect(screen.getByTestId('message-card-response')).toHaveTextContent(`Avg. Response Time${text}`);
    expect(screen.getByTestId('message-card-threads')).toHaveTextContent('Total Threads12');
    expect(screen.getByTestId('message-card-messages')).toHaveTextContent('Total Messages340');
    expect(screen.getByTestId('message-card-today')).toHaveTextContent("Today's Activity7");
  });
});

describe('StaffMessagesTab: the thread list', () => {
  it('shows each thread with its client, preview and unread count, and opens one', async () => {
    const { get } = mockStaffApi({
      ...baseRoutes,
      '/api/admin/messages/threads': () => threadPage([thread(), thread({ threadId: 't2', unreadCount: 0 })]),
      '/api/messages/threads/t1': () => threadMessages([message()]),
    });
    const events = setupUser();
    renderStaff(<StaffMessagesTab />);

    const rows = await screen.findAllByTestId('staff-thread-item');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('staff-thread-preview')).toHaveTextContent('Could you look at clause 4?');
    expect(within(rows[0]).getByText('2')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/api/admin/messages/threads',
      expect.objectContaining({ params: { page: 1, pageSize: 20, filter: 'all', search: '' } }),
    );
    expect(await screen.findByTestId('message-card-messages')).toHaveTextContent('340');

    await events.click(rows[0]);
    expect(await screen.findByTestId('staff-thread-view')).toBeInTheDocument();
    expect(screen.queryByTestId('staff-thread-list')).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Back to threads' }));
    expect(await screen.findByTestId('staff-thread-list')).toBeInTheDocument();
  });

  it('asks the server for unread threads and for the search', async () => {
    const { get } = mockStaffApi({
      ...baseRoutes,
      '/api/admin/messages/threads': () => threadPage([thread()]),
    });
    const events = setupUser();
    renderStaff(<StaffMessagesTab />);
    await screen.findAllByTestId('staff-thread-item');

    await events.click(screen.getByText('Unread'));
    await events.type(screen.getByLabelText('Search threads'), 'lease');

    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/api/admin/messages/threads',
        expect.objectContaining({ params: { page: 1, pageSize: 20, filter: 'unread', search: 'lease' } }),
      ),
    );
  });

  it('names the failure with its status', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockStaffApi({ ...baseRoutes, '/api/admin/messages/threads': () => httpError(500) });
    renderStaff(<StaffMessagesTab />);

    expect(await screen.findByText('Failed to fetch admin messages: 500')).toBeInTheDocument();
  });
});

describe('StaffThreadView', () => {
  const conversation = () => [
    message({ id: 'm1', content: 'My question' }),
    message({ id: 'm2', senderId: me.id, sender: staffSender, content: 'Answered', isRead: true }),
    message({ id: 'm3', senderId: me.id, sender: staffSender, content: 'Anything else?', isRead: false }),
    message({ id: 'm4', senderId: 's2', sender: { ...staffSender, firstName: 'Tom' }, aliasUsed: 'Sarah' }),
    message({ id: 'm5', senderId: 's3', sender: { ...staffSender, firstName: 'Jo' }, content: 'Check the deposit' }),
  ];

  it('shows own messages right with Read or Sent, others with their label and role, internal notes marked', async () => {
    const messages = conversation();
    messages[4] = { ...messages[4]!, isInternal: true };
    const { patch } = mockStaffApi({ ...baseRoutes, '/api/messages/threads/t1': () => threadMessages(messages) });
    renderStaff(<StaffThreadView threadId="t1" onBack={() => {}} />);

    await waitFor(() => expect(screen.getAllByTestId('staff-message-bubble')[1]).toHaveAttribute('data-own', 'true'));
    const bubbles = screen.getAllByTestId('staff-message-bubble');
    expect(screen.getByTestId('staff-thread-count')).toHaveTextContent('5 messages');
    expect(bubbles.map((bubble) => bubble.getAttribute('data-own'))).toEqual([
      'false',
      'true',
      'true',
      'false',
      'false',
    ]);
    expect(within(bubbles[0]!).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(bubbles[0]!).getByText('Client')).toBeInTheDocument();
    expect(within(bubbles[0]!).getByText(/^Nov 23, \d{1,2}:05 (AM|PM)$/)).toBeInTheDocument();
    expect(within(bubbles[1]!).getByText('Read')).toBeInTheDocument();
    expect(within(bubbles[2]!).getByText('Sent')).toBeInTheDocument();
    expect(within(bubbles[3]!).getByText('Sarah')).toBeInTheDocument();
    expect(within(bubbles[3]!).getByText('Support')).toBeInTheDocument();
    expect(within(bubbles[4]!).getByText('Admin')).toBeInTheDocument();
    expect(within(bubbles[4]!).getByText('Internal note')).toBeInTheDocument();
    expect(bubbles[4]).toHaveAttribute('data-internal', 'true');
    expect(within(bubbles[0]!).queryByText('Internal note')).not.toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/api/messages/threads/t1/read', {});
  });

  it('marks nothing read when the thread has no messages or nothing unread', async () => {
    const { patch } = mockStaffApi({
      ...baseRoutes,
      '/api/messages/threads/t1': () => threadMessages([], { unreadCount: 0 }),
      '/api/messages/threads/t2': () => threadMessages(conversation(), { threadId: 't2', unreadCount: 0 }),
    });
    renderStaff(
      <>
        <StaffThreadView threadId="t1" onBack={() => {}} />
        <StaffThreadView threadId="t2" onBack={() => {}} />
      </>,
    );

    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(await screen.findAllByTestId('staff-message-bubble')).toHaveLength(5);
    expect(patch).not.toHaveBeenCalled();
  });

  it('sends on Enter under the chosen alias; Shift+Enter only adds a line', async () => {
    const { post } = mockStaffApi({ ...baseRoutes, '/api/messages/threads/t1': () => threadMessages(conversation()) });
    const events = setupUser();
    renderStaff(<StaffThreadView threadId="t1" onBack={() => {}} />);
    await screen.findAllByTestId('staff-message-bubble');
    const box = screen.getByLabelText('Message');
    expect(screen.getByRole('button', { name: /Send/ })).toBeDisabled();

    await events.click(screen.getByRole('combobox', { name: 'Send as Admin' }));
    await events.click(await screen.findByTitle('Sarah'));
    await events.type(box, 'A{Shift>}{Enter}{/Shift}b');
    expect(post).not.toHaveBeenCalled();
    expect(box).toHaveValue('A\nb');

    await events.type(box, '{Enter}');
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/admin/messages', {
        threadId: 't1',
        content: 'A\nb',
        aliasUsed: 'Sarah',
      }),
    );
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('does not send blank text and names a failed send by its status', async () => {
    const { post } = mockStaffApi({ ...baseRoutes, '/api/messages/threads/t1': () => threadMessages(conversation()) });
    post.mockRejectedValueOnce(httpError(503));
    const events = setupUser();
    renderStaff(<StaffThreadView threadId="t1" onBack={() => {}} />);
    await screen.findAllByTestId('staff-message-bubble');

    await events.type(screen.getByLabelText('Message'), '   {Enter}');
    expect(post).not.toHaveBeenCalled();
    await events.type(screen.getByLabelText('Message'), 'Hi{Enter}');
    expect(await screen.findByText('Failed to send admin message: 503')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/admin/messages', {
      threadId: 't1',
      content: 'Hi',
      aliasUsed: 'Support Team',
    });
  });

  it('loads older messages before the newest page', async () => {
    const { get } = mockStaffApi({
      ...baseRoutes,
      '/api/messages/threads/t1': (_url, config) =>
        config?.params?.page === 2
          ? {
              data: {
                thread: thread(),
                messages: [message({ id: 'old', content: 'Oldest' })],
                total: 51,
                page: 2,
                pageSize: 50,
              },
            }
          : threadMessages([message({ id: 'new', content: 'Newest' })], {}, 51),
    });
    const events = setupUser();
    renderStaff(<StaffThreadView threadId="t1" onBack={() => {}} />);
    await screen.findByText('Newest');

    await events.click(screen.getByRole('button', { name: 'Load older' }));
    await screen.findByText('Oldest');
    expect(screen.getAllByTestId('staff-message-bubble').map((bubble) => bubble.textContent)).toEqual([
      expect.stringContaining('Oldest'),
      expect.stringContaining('Newest'),
    ]);
    expect(get).toHaveBeenCalledWith(
      '/api/messages/threads/t1',
      expect.objectContaining({ params: { page: 2, pageSize: 50 } }),
    );
    expect(screen.queryByRole('button', { name: 'Load older' })).not.toBeInTheDocument();
  });

  it('names a failed mark-read by its status', async () => {
    const { patch } = mockStaffApi({ ...baseRoutes, '/api/messages/threads/t1': () => threadMessages(conversation()) });
    patch.mockRejectedValueOnce(httpError(403));
    renderStaff(<StaffThreadView threadId="t1" onBack={() => {}} />);

    expect(await screen.findByText('Failed to mark thread as read: 403')).toBeInTheDocument();
  });
});

describe('NewMessageDialog', () => {
  const clientRequest = { id: 'r1', title: 'Review my lease', clientId: 'c1' };
  const otherClientsRequest = { id: 'r9', title: 'Someone else', clientId: 'c9' };
  const routes = () => ({
    ...baseRoutes,
    '/api/admin/users': () => ({
      data: {
        users: [user({ id: me.id, firstName: 'Grace', lastName: 'Admin' }), user()],
        total: 2,
        page: 1,
        pageSize: 20,
      },
    }),
    '/api/admin/requests': () => ({
      data: { requests: [clientRequest, otherClientsRequest], total: 2, page: 1, pageSize: 100 },
    }),
  });

  const chooseRecipient = async (events: ReturnType<typeof setupUser>) => {
    await events.click(screen.getByRole('combobox', { name: 'Recipient' }));
    await events.click(await screen.findByTitle('Ada Lovelace (ada@example.com)'));
  };

  it('asks for a recipient and a message that is not blank', async () => {
    const { post } = mockStaffApi(routes());
    const events = setupUser();
    renderStaff(<NewMessageDialog open onClose={() => {}} onCreated={() => {}} />);

    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '   ' } });
    await events.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Please choose a recipient')).toBeInTheDocument();
    expect(await screen.findByText('Please enter a message')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('offers clients only, never the writer', async () => {
    const { get } = mockStaffApi(routes());
    const events = setupUser();
    renderStaff(<NewMessageDialog open onClose={() => {}} onCreated={() => {}} />);

    await events.click(screen.getByRole('combobox', { name: 'Recipient' }));
    expect(await screen.findByTitle('Ada Lovelace (ada@example.com)')).toBeInTheDocument();
    expect(screen.queryByTitle(/Grace Admin/)).not.toBeInTheDocument();
    await events.type(screen.getByRole('combobox', { name: 'Recipient' }), 'ada');
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/api/admin/users',
        expect.objectContaining({ params: { role: 'client', search: 'ada', pageSize: 20 } }),
      ),
    );
  });

  it("sends a request-linked message about one of the client's requests and opens its thread", async () => {
    const { post, get } = mockStaffApi(routes());
    post.mockResolvedValueOnce({ data: { threadId: 't7' } });
    const onCreated = jest.fn();
    const onClose = jest.fn();
    const events = setupUser();
    renderStaff(<NewMessageDialog open onClose={onClose} onCreated={onCreated} />);

    await chooseRecipient(events);
    await events.click(screen.getByText('About a request'));
    await events.click(await screen.findByRole('combobox', { name: 'Request' }));
    expect(screen.queryByTitle('Someone else')).not.toBeInTheDocument();
    await events.click(await screen.findByTitle('Review my lease'));
    fireEvent.change(screen.getByLabelText('Subject (optional)'), { target: { value: ' C4 ' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: ' Call ' } });
    await events.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('t7'));
    expect(post).toHaveBeenCalledWith('/api/admin/messages/threads', {
      type: 'request_linked',
      subject: 'C4',
      recipientId: 'c1',
      requestId: 'r1',
      content: 'Call',
      aliasUsed: 'Support Team',
    });
    expect(get).toHaveBeenCalledWith(
      '/api/admin/requests',
      expect.objectContaining({ params: { search: 'ada@example.com', pageSize: 100 } }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's reason when the thread cannot be created", async () => {
    const { post } = mockStaffApi(routes());
    post.mockRejectedValueOnce(
      httpError(400, { error: 'Please choose a client as the recipient', code: 'VALIDATION_FAILED' }),
    );
    const events = setupUser();
    renderStaff(<NewMessageDialog open onClose={() => {}} onCreated={() => {}} />);

    await chooseRecipient(events);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    await events.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Please choose a client as the recipient')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/api/admin/messages/threads',
      expect.objectContaining({ type: 'direct', requestId: null }),
    );
  });

  it('starts over after it is closed', async () => {
    mockStaffApi(routes());
    const events = setupUser();
    function Door() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Reopen
          </button>
          <NewMessageDialog open={open} onClose={() => setOpen(false)} onCreated={() => {}} />
        </>
      );
    }
    renderStaff(<Door />);

    await chooseRecipient(events);
    fireEvent.change(screen.getByLabelText('Subject (optional)'), { target: { value: 'S' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'T' } });
    await events.click(screen.getByRole('button', { name: 'Cancel' }));
    await events.click(screen.getByRole('button', { name: 'Reopen' }));

    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
    expect(screen.getByLabelText('Subject (optional)')).toHaveValue('');
    expect(screen.queryByTitle('Ada Lovelace (ada@example.com)')).not.toBeInTheDocument();
  });
});
