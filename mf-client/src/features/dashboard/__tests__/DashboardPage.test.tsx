import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { clientApi, useSession, type RequestPage } from '@lexa/common';
import {
  renderScreen,
  adminUser,
  clientUser,
  resetSession,
  signInAs,
  setViewportWidth,
  legalRequest,
  adminRequestPage,
} from '@lexa/testing';
import { requestsPage } from '../../../testing/request-fixtures';
import { DashboardPage } from '../components/DashboardPage';

/** Answers of the workspace's side calls: the notification bell, the menu's unread count, cards' counts, My Files. */
const SIDE_ANSWERS: Record<string, unknown> = {
  '/api/notifications': { notifications: [], unreadCount: 0 },
  '/api/messages/unread-count': { count: 0 },
  '/api/dashboard/message-counts': {},
  '/api/dashboard/files': { files: [], total: 0, page: 1, pageSize: 100 },
};

/** GETs answered like the API: `page` for the requests, `overrides` or `SIDE_ANSWERS` for the rest. */
const answerGets = (page: RequestPage, overrides: Record<string, unknown> = {}) =>
  jest.spyOn(clientApi, 'get').mockImplementation(async (url: string) => ({
    data: ({ ...SIDE_ANSWERS, ...overrides } as Record<string, unknown>)[url] ?? page,
  }));

const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
const menu = () => screen.getByTestId('dashboard-menu');
/** Each section downloads its code when first opened: on a busy machine that takes a while under jsdom. */
const SECTION_LOADED = { timeout: 10_000 };

function renderDashboardRoute() {
  renderScreen(
    <Routes>
      <Route path="/client/dashboard" element={<DashboardPage />} />
      <Route path="/client/login" element={<p>Sign-in screen</p>} />
      <Route path="/client/request" element={<p>Request wizard</p>} />
    </Routes>,
    '/client/dashboard',
  );
}

beforeEach(() => {
  resetSession();
  setViewportWidth(1280);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('DashboardPage', () => {
  it('shows a spinner while the session is being checked', () => {
    useSession.setState({ status: 'loading' });
    renderScreen(<DashboardPage />, '/client/dashboard');

    expect(screen.getByTestId('dashboard-loading')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/client/dashboard');
  });

  it('turns a signed-out visitor away to sign in and remembers to bring them back', () => {
    // Rendered outside a route so the card stays on screen after the redirect it triggers.
    renderScreen(<DashboardPage />, '/client/dashboard');

    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to view your dashboard.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit a Legal Request' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/client\/login$/);
    expect(useSession.getState().postLoginRedirect).toBe('/client/dashboard');
    expect(localStorage.getItem('postLoginRedirect')).toBe('/client/dashboard');
  });

  it('shows the client sections, the first name and My Requests from the API', async () => {
    const get = answerGets(
      requestsPage([
        legalRequest({ id: 'r1', title: 'Review my lease', status: 'in_progress', priority: 'urgent' }),
        legalRequest({ id: 'r2', title: 'Register a trademark', requestNumber: 'LR-0002', status: 'resolved' }),
      ]),
    );
    signInAs(clientUser);
    renderDashboardRoute();

    expect(await screen.findAllByTestId('request-card', undefined, SECTION_LOADED)).toHaveLength(2);
    expect(get).toHaveBeenCalledWith(
      '/api/dashboard/requests',
      expect.objectContaining({ params: { page: 1, pageSize: 10 } }),
    );
    expect(screen.getByTestId('dashboard-greeting')).toHaveTextContent('Welcome, Ada');
    for (const label of [
      'My Requests',
      'Messages',
      'My Files',
      'Review a Document',
      'Draft a Document',
      'Continue with the assistant',
      'Profile',
    ]) {
      expect(within(menu()).getByText(label)).toBeInTheDocument();
    }
    expect(within(menu()).queryByText('All Requests')).not.toBeInTheDocument();
    expect(screen.getByText('Review my lease')).toBeInTheDocument();
    expect(screen.getByText('Register a trademark')).toBeInTheDocument();
  });

  it('shows the admin sections to an admin and lists every request in the staff list, with the client token', async () => {
    const get = answerGets(
      adminRequestPage([legalRequest({ contactName: 'Grace Hopper', contactEmail: 'grace@example.com' })]),
    );
    signInAs(adminUser);
    renderDashboardRoute();

    expect(await screen.findByTestId('admin-request-row', undefined, SECTION_LOADED)).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/api/admin/requests',
      expect.objectContaining({ params: { status: 'all', page: 1, pageSize: 20 } }),
    );
    for (const label of ['All Requests', 'Messages', 'All Files', 'Chat Sessions', 'Admin Profile']) {
      expect(within(menu()).getByText(label)).toBeInTheDocument();
    }
    expect(within(menu()).queryByText('My Requests')).not.toBeInTheDocument();
    expect(screen.getByText('Client: Grace Hopper')).toBeInTheDocument();
  });

  it('switches sections in place: the editable profile and My Files', async () => {
    const user = setupUser();
    answerGets(requestsPage([]));
    signInAs(clientUser);
    renderDashboardRoute();
    await screen.findByTestId('requests-empty', undefined, SECTION_LOADED);

    await user.click(within(menu()).getByText('Profile'));
    expect(screen.getByTestId('section-title')).toHaveTextContent('Profile');
    expect(await screen.findByLabelText('First name', undefined, SECTION_LOADED)).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');

    await user.click(within(menu()).getByText('My Files'));
    expect(screen.getByTestId('section-title')).toHaveTextContent('My Files');
    expect(await screen.findByText('No files yet', undefined, SECTION_LOADED)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/client\/dashboard$/);
  });

  it('shows the unread message count on Messages, 99+ above 99', async () => {
    answerGets(requestsPage([]), { '/api/messages/unread-count': { count: 120 } });
    signInAs(clientUser);
    renderDashboardRoute();
    await screen.findByTestId('requests-empty', undefined, SECTION_LOADED);

    expect(await within(menu()).findByText('99+')).toBeInTheDocument();
  });

  it('shows no unread count on Messages when nothing is unread', async () => {
    answerGets(requestsPage([]));
    signInAs(clientUser);
    renderDashboardRoute();
    await screen.findByTestId('requests-empty', undefined, SECTION_LOADED);

    expect(within(menu()).queryByText(/^\d+\+?$/)).not.toBeInTheDocument();
  });

  it('goes to the request wizard from the header', async () => {
    const user = setupUser();
    answerGets(requestsPage([legalRequest()]));
    signInAs(clientUser);
    renderDashboardRoute();
    await screen.findByTestId('request-card', undefined, SECTION_LOADED);

    await user.click(screen.getByRole('button', { name: 'Post New Request' }));
    expect(await screen.findByText('Request wizard')).toBeInTheDocument();
  });

  it('logs out: the token is gone and the visitor is on the sign-in screen, with no destination stored', async () => {
    const user = setupUser();
    answerGets(requestsPage([]));
    signInAs(clientUser);
    renderDashboardRoute();
    await screen.findByTestId('requests-empty', undefined, SECTION_LOADED);

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(useSession.getState().status).toBe('anonymous');
    expect(useSession.getState().postLoginRedirect).toBeNull();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });

  it('moves the menu into a drawer on narrow screens', async () => {
    const user = setupUser();
    setViewportWidth(375);
    answerGets(requestsPage([]));
    signInAs(clientUser);
    renderDashboardRoute();
    await screen.findByTestId('requests-empty', undefined, SECTION_LOADED);

    expect(screen.queryByTestId('dashboard-menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(await screen.findByTestId('dashboard-menu', undefined, SECTION_LOADED)).getByText('Profile'),
    );

    expect(screen.getByTestId('section-title')).toHaveTextContent('Profile');
  });
});
