import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { attorneyApi, useSession } from '@lexa/common';
import { assignment, attorneyProfile, dashboard } from '../../../testing/attorney-fixtures';
import { FakeSocket, httpError, installFakeSockets, renderScreen, setupUser } from '@lexa/testing';
import { AttorneyDashboardPage } from '../components/AttorneyDashboardPage';

/** The Profile and Notifications tabs download their code when first opened: slow under jsdom on a busy machine. */
const TAB_LOADED = { timeout: 10_000 };

function renderDashboard() {
  renderScreen(
    <Routes>
      <Route path="/attorney/dashboard" element={<AttorneyDashboardPage />} />
      <Route path="/attorney/login" element={<p>Attorney login screen</p>} />
    </Routes>,
    '/attorney/dashboard',
  );
}

describe('AttorneyDashboardPage', () => {
  beforeEach(() => {
    installFakeSockets();
    useSession.getState().attorney.signIn('attorney-token');
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('sends a visitor without a token to the login page', () => {
    useSession.getState().attorney.signOut();
    const get = jest.spyOn(attorneyApi, 'get');
    renderDashboard();

    expect(screen.getByText('Attorney login screen')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('greets the attorney and computes the stat cards from the assignments', async () => {
    const get = jest.spyOn(attorneyApi, 'get').mockResolvedValue({
      data: dashboard({
        assignments: [
          assignment({ id: 'a1', status: 'active' }),
          assignment({ id: 'a2', status: 'active', request: { id: 'req-2', status: 'resolved' } }),
          assignment({ id: 'a3', status: 'completed', request: { id: 'req-3', status: 'resolved' } }),
        ],
        profile: attorneyProfile({ isVerified: false, isPublic: true }),
      }),
    });
    renderDashboard();

    expect(await screen.findByTestId('stat-active')).toHaveTextContent('Active Assignments2');
    expect(get).toHaveBeenCalledWith('/api/attorney/dashboard', expect.anything());
    expect(screen.getByTestId('attorney-name')).toHaveTextContent('Jane Counsel');
    expect(screen.getByTestId('stat-completed')).toHaveTextContent('Completed Cases2');
    expect(screen.getByTestId('stat-profile')).toHaveTextContent('Profile StatusPending · Public');
    expect(screen.getAllByTestId('attorney-assignment')).toHaveLength(3);
  });

  it('shows each assigned request with its details, defaults and links', async () => {
    jest.spyOn(attorneyApi, 'get').mockResolvedValue({
      data: dashboard({
        assignments: [
          assignment(),
          assignment({
            id: 'as2',
            request: {
              id: 'req-9',
              title: 'Quick question',
              jurisdiction: '',
              timeline: '',
              category: '',
              contactEmail: '',
            },
          }),
        ],
      }),
    });
    renderDashboard();

    const [full, sparse] = await screen.findAllByTestId('attorney-assignment');
    expect(within(full).getByText('Shareholder agreement')).toBeInTheDocument();
    expect(within(full).getByText(/Request #req-1 · Created Mar 1, 2026/)).toBeInTheDocument();
    expect(within(full).getByText('in progress')).toBeInTheDocument();
    expect(within(full).getByText('high')).toBeInTheDocument();
    expect(within(full).getByText(/Two founders need a shareholder agreement/)).toBeInTheDocument();
    expect(within(full).getByText('Delaware')).toBeInTheDocument();
    expect(within(full).getByText('This Month')).toBeInTheDocument();
    expect(within(full).getByText('Corporate Governance')).toBeInTheDocument();
    expect(within(full).getByText('founder@startup.test')).toBeInTheDocument();
    expect(within(full).getByText('Mar 2, 2026')).toBeInTheDocument();
    for (const name of ['View Details', 'Work on Case']) {
      expect(within(full).getByRole('link', { name })).toHaveAttribute('href', '/attorney/requests/req-1');
    }

    expect(within(sparse).getByText('Not specified')).toBeInTheDocument();
    expect(within(sparse).getByText('Flexible')).toBeInTheDocument();
    expect(within(sparse).getByText('General')).toBeInTheDocument();
    expect(within(sparse).queryByText('Contact')).not.toBeInTheDocument();
  });

  it('says "No assignments yet" when nothing is assigned', async () => {
    jest.spyOn(attorneyApi, 'get').mockResolvedValue({ data: dashboard({ assignments: [] }) });
    renderDashboard();

    expect(await screen.findByText('No assignments yet')).toBeInTheDocument();
    expect(screen.getByTestId('stat-active')).toHaveTextContent('0');
  });

  it('shows the profile with its public link, and an empty notifications tab', async () => {
    jest
      .spyOn(attorneyApi, 'get')
      .mockImplementation((async (url: string) =>
        url === '/api/notifications'
          ? { data: { notifications: [], unreadCount: 0, nextCursor: null } }
          : { data: dashboard() }) as typeof attorneyApi.get);
    renderDashboard();

    await setupUser().click(await screen.findByRole('tab', { name: 'Profile' }));
    const summary = await screen.findByTestId('attorney-profile-summary', undefined, TAB_LOADED);
    expect(within(summary).getByText('Jane Counsel')).toBeInTheDocument();
    expect(within(summary).getByText('12')).toBeInTheDocument();
    expect(within(summary).getByText('Corporate and contract lawyer for small businesses.')).toBeInTheDocument();
    expect(within(summary).getByText('Contract Law')).toBeInTheDocument();
    expect(within(summary).getByText('New York')).toBeInTheDocument();
    expect(within(summary).getByTestId('attorney-linkedin')).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/jane-counsel',
    );
    expect(within(summary).getByTestId('attorney-public-link')).toHaveAttribute('href', '/attorney/jane-counsel');

    await setupUser().click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications', undefined, TAB_LOADED)).toBeInTheDocument();
  });

  it("lists the attorney's notifications with a link to the case", async () => {
    jest.spyOn(attorneyApi, 'get').mockImplementation((async (url: string) =>
      url === '/api/notifications'
        ? {
            data: {
              notifications: [
                {
                  id: 'n1',
                  type: 'system',
                  title: 'New assignment',
                  message: 'LR-0007: Supplier contract',
                  isRead: false,
                  createdAt: '2026-03-02T12:00:00.000Z',
                  requestId: 'req-7',
                },
              ],
              unreadCount: 1,
              nextCursor: null,
            },
          }
        : { data: dashboard() }) as typeof attorneyApi.get);
    renderDashboard();

    await setupUser().click(await screen.findByRole('tab', { name: 'Notifications' }));
    const item = await screen.findByTestId('attorney-notification', undefined, TAB_LOADED);
    expect(item).toHaveTextContent('New assignment');
    expect(item).toHaveTextContent('LR-0007: Supplier contract');
    expect(within(item).getByRole('link', { name: 'Open case' })).toHaveAttribute('href', '/attorney/requests/req-7');
    expect(screen.queryByText('No notifications')).not.toBeInTheDocument();
  });

  it('offers Create Profile when the attorney has no profile', async () => {
    jest.spyOn(attorneyApi, 'get').mockResolvedValue({ data: dashboard({ profile: null }) });
    renderDashboard();

    expect(await screen.findByTestId('stat-profile')).toHaveTextContent('No profile');
    await setupUser().click(screen.getByRole('tab', { name: 'Profile' }));
    const createProfile = await screen.findByRole('link', { name: 'Create Profile' }, TAB_LOADED);
    expect(createProfile).toHaveAttribute('href', '/attorney/profile/create');
  });

  it('clears the token and returns to login when the server answers 401', async () => {
    jest.spyOn(attorneyApi, 'get').mockRejectedValue(httpError(401));
    renderDashboard();

    expect(await screen.findByText('Attorney login screen')).toBeInTheDocument();
    expect(localStorage.getItem('attorneyToken')).toBeNull();
    expect(screen.queryByText('Error loading dashboard')).not.toBeInTheDocument();
  });

  it('reports other failures and loads again on Try Again', async () => {
    const get = jest
      .spyOn(attorneyApi, 'get')
      .mockRejectedValueOnce(httpError(503))
      .mockResolvedValueOnce({ data: dashboard({ assignments: [] }) });
    renderDashboard();

    const errorCard = await screen.findByTestId('attorney-dashboard-error');
    expect(within(errorCard).getByText('Error loading dashboard')).toBeInTheDocument();
    expect(await screen.findByText('Service temporarily unavailable')).toBeInTheDocument();
    expect(localStorage.getItem('attorneyToken')).toBe('attorney-token');

    await setupUser().click(within(errorCard).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('No assignments yet')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('logs out to the login page', async () => {
    jest.spyOn(attorneyApi, 'get').mockResolvedValue({ data: dashboard() });
    renderDashboard();
    await screen.findByTestId('stat-active');

    await setupUser().click(screen.getByRole('button', { name: /Logout/ }));

    await waitFor(() => expect(screen.getByText('Attorney login screen')).toBeInTheDocument());
    expect(localStorage.getItem('attorneyToken')).toBeNull();
  });

  it('follows its requests live: a withdrawn assignment leaves the dashboard at once', async () => {
    const withdrawn = assignment({ id: 'a2', request: { id: 'req-2', title: 'Lease dispute' } });
    jest
      .spyOn(attorneyApi, 'get')
      .mockResolvedValueOnce({ data: dashboard({ assignments: [assignment(), withdrawn] }) })
      .mockResolvedValue({ data: dashboard({ assignments: [assignment()] }) });
    renderDashboard();
    expect(await screen.findAllByTestId('attorney-assignment')).toHaveLength(2);
    const socket = FakeSocket.instances.at(-1)!;
    act(() => socket.accept());
    await waitFor(() => expect(socket.sent).toContainEqual({ type: 'join', room: 'request-req-2' }));

    act(() => socket.receive({ type: 'left', room: 'request-req-2' }));

    await waitFor(() => expect(screen.queryByText('Lease dispute')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('attorney-assignment')).toHaveLength(1);
  });
});
