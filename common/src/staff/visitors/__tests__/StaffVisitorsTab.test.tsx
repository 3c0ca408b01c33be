import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import { STORAGE_KEYS, adminApi, type AdminDraft } from '@lexa/common';
import { httpError, renderScreen, setupUser } from '@lexa/testing';
import { StaffApiProvider } from '../../staff-api';
import { StaffVisitorsTab } from '../components/StaffVisitorsTab';

const LONG = 'A supplier sent a two-year contract with an exclusivity clause. '.repeat(5);

const draft: AdminDraft = {
  draftId: 'd1',
  sessionId: 'session_1',
  userId: null,
  correlationId: 'visit_1',
  status: 'active',
  currentStep: 3,
  formData: { title: 'Supplier contract', category: 'Contract Review', description: LONG, priority: 'urgent' },
  ipAddress: '203.0.113.7',
  lastUpdateIp: '203.0.113.8',
  createdAt: '2026-11-23T16:00:00.000Z',
  lastSavedAt: '2026-11-23T16:05:00.000Z',
  finalRequestId: null,
  submissionError: null,
} as AdminDraft;

const widget = (sessionId: string, messageCount: number, endTime: string | null) => ({
  id: sessionId,
  sessionId,
  threadId: `conv_${sessionId}`,
  status: endTime ? 'ended' : 'active',
  startTime: '2026-11-23T16:00:00.000Z',
  endTime,
  messageCount,
  readStatus: 'unread',
  favorite: false,
  requestId: null,
  city: 'Lyon',
  country: 'France',
  countryCode: 'FR',
  flagEmoji: '🇫🇷',
  ipAddress: '203.0.113.7',
});

const visit = (index: number) => ({
  id: `v${index}`,
  correlationId: `visit_${index}`,
  sessionId: `session_${index}`,
  userId: null,
  visitedAt: '2026-11-23T16:00:00.000Z',
  ipAddress: '203.0.113.7',
  deviceType: 'desktop',
  browser: 'Chrome 124',
  city: 'Lyon',
  country: 'France',
  countryCode: 'FR',
  locationSource: 'reported',
  referrer: '',
  landingUrl: 'https://lexa.example/',
  userAgent: 'Mozilla/5.0',
});
/** 51 visits in the store: 50 on the first page, one on the second. */
const VISITS = Array.from({ length: 51 }, (_, index) => visit(index + 1));

function mockApi(autosave: 'ok' | 'fail' = 'ok') {
  jest.spyOn(adminApi, 'get').mockImplementation((async (url: string, options?: { params?: { page: number } }) => {
    const page = { total: 0, page: 1, pageSize: 50 };
    if (url === '/api/admin/sessions/stats')
      return {
        data: {
          totalSessions: 4,
          activeSessions: 1,
          messagesToday: 3,
          unreadSessions: 1,
          widgetOpens: 1,
          withMessages: 3,
          linkedToRequests: 1,
          standalone: { total: 2, unread: 1, favorites: 0 },
          days: [],
        },
      };
    if (url === '/api/admin/sessions')
      return {
        data: {
          sessions: [widget('opened', 0, '2026-11-23T16:00:42.000Z'), widget('talking', 5, null)],
          total: 2,
          page: 1,
          pageSize: 20,
        },
      };
    if (autosave === 'fail') throw httpError(500);
    if (url === '/api/autosave/visitor-logs') {
      const number = options?.params?.page ?? 1;
      const rows = VISITS.slice((number - 1) * 50, number * 50);
      return { data: { visitorLogs: rows, total: VISITS.length, page: number, pageSize: 50 } };
    }
    if (url === '/api/autosave/request-drafts') return { data: { drafts: [draft], ...page, total: 1 } };
    if (url === '/api/autosave/system-reports') return { data: { reports: [], ...page } };
    throw new Error(`unexpected GET ${url}`);
  }) as never);
}

const renderTab = () =>
  renderScreen(
    <StaffApiProvider api={{ http: adminApi, tokenKey: STORAGE_KEYS.adminToken }}>
      <StaffVisitorsTab />
    </StaffApiProvider>,
    '/admin/dashboard',
  );

afterEach(() => jest.restoreAllMocks());

describe('StaffVisitorsTab', () => {
  it('shows the cards with the conversion percentage and each widget session', async () => {
    mockApi();
    renderTab();
    expect(await screen.findByTestId('visitor-card-converted')).toHaveTextContent('Converted to Chats3 (75%)');
    expect(screen.getByTestId('visitor-card-opens')).toHaveTextContent('Widget Opens1');
    expect(await screen.findByTestId('widget-session-opened')).toHaveTextContent('widget opened');
    expect(screen.getByTestId('widget-session-opened')).toHaveTextContent('42s');
    expect(screen.getByTestId('widget-session-talking')).toHaveTextContent('5 messages');
    expect(screen.getByTestId('widget-session-talking')).toHaveTextContent('Active');
    expect(await screen.findByTestId('visitor-count-visitor-logs')).toHaveTextContent('Visitor Logs51');
  });

  it('collapses a long draft description and opens the draft detail dialog', async () => {
    mockApi();
    const events = setupUser();
    renderTab();
    await events.click(await screen.findByRole('tab', { name: 'Draft Saves' }));
    const row = await screen.findByTestId('draft-d1');
    expect(within(row).getByText('urgent')).toHaveClass('ant-tag-error');
    expect(row).not.toHaveTextContent(LONG.trim());
    await events.click(within(row).getByRole('button', { name: 'Show more' }));
    expect(row).toHaveTextContent(LONG.trim());
    expect(within(row).getByRole('button', { name: 'Show less' })).toBeInTheDocument();

    await events.click(within(row).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog');
    for (const heading of ['Draft information', 'IP tracking', 'Captured form data', 'Raw form data'])
      expect(within(dialog).getByText(heading)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('203.0.113.8');
  });

  it('loads the visitor logs beyond the first 50 from the server with Load more', async () => {
    mockApi();
    const events = setupUser();
    renderTab();
    expect(await screen.findByTestId('visitor-log-visit_50')).toBeInTheDocument();
    expect(screen.queryByTestId('visitor-log-visit_51')).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByTestId('visitor-log-visit_51')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^visitor-log-/)).toHaveLength(51);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(adminApi.get).toHaveBeenCalledWith(
      '/api/autosave/visitor-logs',
      expect.objectContaining({ params: { page: 2, pageSize: 50 } }),
    );
  });

  it('says when the autosave logs cannot be loaded', async () => {
    mockApi('fail');
    renderTab();
    // The toast comes after three failed lists have rendered, which takes jsdom more than the default second.
    expect(await screen.findAllByText('Failed to load autosave logs.', undefined, { timeout: 8_000 })).not.toHaveLength(
      0,
    );
  });
});
