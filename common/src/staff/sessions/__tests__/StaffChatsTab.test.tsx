import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS, adminApi, type AdminChatSession, type AdminChatStats } from '@lexa/common';
import { httpError, renderScreen, setupUser } from '@lexa/testing';
import { StaffApiProvider } from '../../staff-api';
import { StaffChatsTab } from '../components/StaffChatsTab';

const session = (overrides: Partial<AdminChatSession> = {}): AdminChatSession => ({
  id: 's1',
  sessionId: 'session_1700000000_abcdefgh12345678',
  threadId: 'conv_1',
  status: 'active',
  startTime: '2026-11-23T16:05:00.000Z',
  endTime: null,
  messageCount: 2,
  readStatus: 'unread',
  favorite: false,
  requestId: null,
  city: 'Lyon',
  country: 'France',
  countryCode: 'FR',
  flagEmoji: '🇫🇷',
  ipAddress: '203.0.113.7',
  ...overrides,
});

const stats: AdminChatStats = {
  totalSessions: 9,
  activeSessions: 3,
  messagesToday: 41,
  unreadSessions: 2,
  widgetOpens: 4,
  withMessages: 5,
  linkedToRequests: 1,
  standalone: { total: 4, unread: 2, favorites: 1 },
  days: [{ day: '2026-11-23', sessions: 3, messages: 41 }],
};

type Params = Record<string, unknown>;

function mockApi(sessions: (params: Params) => AdminChatSession[] | Error) {
  const get = jest.spyOn(adminApi, 'get').mockImplementation((async (url: string, config?: { params?: Params }) => {
    if (url === '/api/admin/sessions/stats') return { data: stats };
    if (url === '/api/admin/sessions') {
      const rows = sessions(config?.params ?? {});
      if (rows instanceof Error) throw rows;
      return { data: { sessions: rows, total: rows.length, page: 1, pageSize: 20 } };
    }
    if (url.endsWith('/messages'))
      return {
        data: {
          messages: [
            { id: 'm1', role: 'user', content: 'Can you help with my lease?', timestamp: '2026-11-23T16:05:00.000Z' },
            { id: 'm2', role: 'assistant', content: 'Of course.', timestamp: '2026-11-23T16:05:02.000Z' },
          ],
        },
      };
    if (url === '/api/admin/requests') return { data: { requests: [], total: 0, page: 1, pageSize: 20, counts: {} } };
    throw new Error(`unexpected GET ${url}`);
  }) as never);
  const post = jest.spyOn(adminApi, 'post').mockResolvedValue({ data: {} });
  return { get, post };
}

const renderTab = () =>
  renderScreen(
    <StaffApiProvider api={{ http: adminApi, tokenKey: STORAGE_KEYS.adminToken }}>
      <StaffChatsTab />
    </StaffApiProvider>,
    '/admin/dashboard',
  );

afterEach(() => jest.restoreAllMocks());

describe('StaffChatsTab', () => {
  it('shows the cards and the standalone chats of the past 24 hours, then all of them on Load All Chats', async () => {
    const older = session({ id: 's2', sessionId: 'session_old_zyxwvuts', threadId: 'conv_2', status: 'ended' });
    const { get } = mockApi((params) => (params.timeframe === 'all' ? [session(), older] : [session()]));
    const events = setupUser();
    renderTab();

    expect(await screen.findByTestId('chat-card-today')).toHaveTextContent('Messages Today41');
    expect(screen.getByTestId('chat-card-favorites')).toHaveTextContent('Favorite Chats1');
    const row = await screen.findByTestId(`chat-session-${session().sessionId}`);
    expect(row).toHaveTextContent('…12345678');
    expect(row).toHaveTextContent('2 messages');
    expect(row).toHaveTextContent('🇫🇷 Lyon, France · 203.0.113.7');
    expect(get).toHaveBeenCalledWith(
      '/api/admin/sessions',
      expect.objectContaining({ params: expect.objectContaining({ timeframe: '24hours', scope: 'standalone' }) }),
    );
    expect(screen.queryByTestId('chat-session-session_old_zyxwvuts')).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Load All Chats' }));
    expect(await screen.findByTestId('chat-session-session_old_zyxwvuts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load All Chats' })).not.toBeInTheDocument();
  });

  it('opens an unread chat, marks it read, and shows the visitor on the right', async () => {
    const { post } = mockApi(() => [session()]);
    const events = setupUser();
    renderTab();

    await events.click(await screen.findByTestId(`chat-session-${session().sessionId}`));
    const history = await screen.findByTestId('chat-message-history');
    expect(await within(history).findByText('Can you help with my lease?')).toBeInTheDocument();
    expect(within(history).getByTestId('chat-message-user').parentElement).toHaveStyle({ justifyContent: 'flex-end' });
    expect(within(history).getByTestId('chat-message-assistant').parentElement).toHaveStyle({
      justifyContent: 'flex-start',
    });
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/admin/mark-read', { threadId: 'conv_1', readStatus: 'read' }),
    );
  });

  it('persists the star and reports a failed favourite with the catalogue text', async () => {
    const { post } = mockApi(() => [session()]);
    post.mockRejectedValueOnce(httpError(500));
    const events = setupUser();
    renderTab();

    await events.click(await screen.findByRole('button', { name: 'Add to favorites' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/admin/mark-favorite', { threadId: 'conv_1', favorite: true }),
    );
    expect(await screen.findByText('There was an error updating the favorite status.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalledWith('/api/admin/mark-read', expect.anything());
  });

  it('shows the error toast when the sessions cannot be loaded', async () => {
    mockApi(() => httpError(500));
    renderTab();
    // The chat list and the active sessions list both failed: each says so.
    expect(await screen.findAllByText('Failed to load chat sessions. Please try again.')).not.toHaveLength(0);
  });
});
