import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { adminApi, useSession } from '@lexa/common';
import { legalRequest } from '../../../testing/admin-fixtures';
import { adminRequestPage, httpError, renderScreen, setupUser, setViewportWidth } from '@lexa/testing';
import { AdminDashboardPage } from '../components/AdminDashboardPage';

const TAB_TITLES = [
  'Legal Requests',
  'Messages',
  'Chats',
  'Visitors',
  'Users',
  'System Prompts',
  'Assistant Config',
  'Files',
  'Settings',
];
/** Each tab downloads its code when first opened: on a busy machine that takes a while under jsdom. */
const TAB_LOADED = { timeout: 10_000 };

function renderDashboard(path = '/admin/dashboard') {
  renderScreen(
    <Routes>
      <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
      <Route path="/admin/login" element={<p>Admin login screen</p>} />
    </Routes>,
    path,
  );
}

describe('AdminDashboardPage', () => {
  beforeEach(() => {
    setViewportWidth(1280);
    jest.spyOn(adminApi, 'get').mockResolvedValue({ data: adminRequestPage([legalRequest()]) });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete window.__LEXA_BUNDLES__;
  });

  describe('without the admin flag', () => {
    beforeEach(() => {
      useSession.getState().admin.signOut();
    });

    it('shows the redirect spinner and replaces the location with the login page', async () => {
      // Rendered outside <Routes> so the spinner stays visible after the redirect.
      renderScreen(<AdminDashboardPage />, '/admin/dashboard');

      expect(screen.getByText('Redirecting to admin login...')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login'));
      expect(adminApi.get).not.toHaveBeenCalled();
    });
  });

  describe('with the admin flag', () => {
    beforeEach(() => {
      useSession.getState().admin.signIn('admin-token');
    });

    it('lists the nine tabs in order and opens on Legal Requests', async () => {
      renderDashboard();

      const tabs = within(screen.getByTestId('admin-tabs')).getAllByRole('menuitem');
      expect(tabs.map((tab) => tab.textContent)).toEqual(TAB_TITLES);
      const header = screen.getByTestId('admin-tab-header');
      expect(within(header).getByRole('heading', { name: 'Legal Requests' })).toBeInTheDocument();
      expect(await screen.findByText('Review my lease', undefined, TAB_LOADED)).toBeInTheDocument();
      expect(screen.getByText('Admin')).toBeInTheDocument();
    });

    it('switches the content header and the content to the chosen tab', async () => {
      renderDashboard();

      await setupUser().click(within(screen.getByTestId('admin-tabs')).getByText('System Prompts'));

      const header = screen.getByTestId('admin-tab-header');
      expect(await within(header).findByRole('heading', { name: 'System Prompts' }, TAB_LOADED)).toBeInTheDocument();
      expect(within(header).getByText("The instructions that shape the assistant's answers.")).toBeInTheDocument();
      expect(screen.getByTestId('system-prompts-tab')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard?tab=prompts');
    });

    it('opens the tab named in the address', async () => {
      jest.spyOn(adminApi, 'get').mockResolvedValue({ data: { files: [], total: 0, page: 1, pageSize: 24 } });
      renderDashboard('/admin/dashboard?tab=files');

      const header = screen.getByTestId('admin-tab-header');
      expect(await within(header).findByRole('heading', { name: 'Files' })).toBeInTheDocument();
      expect(await screen.findByText('No files found', undefined, TAB_LOADED)).toBeInTheDocument();
      expect(adminApi.get).toHaveBeenCalledWith('/api/admin/files', expect.anything());
    });

    it('shows its own version and the other bundles the shell loaded', async () => {
      window.__LEXA_BUNDLES__ = { shell: '2.1.0', 'mf-public': '1.4.2', test: '0.0.0-test' };
      jest.spyOn(adminApi, 'get').mockResolvedValue({ data: { settings: [], avatarUrl: null } });
      renderDashboard('/admin/dashboard?tab=settings');

      expect(await screen.findByTestId('admin-bundle-version')).toHaveTextContent('Admin console v0.0.0-test');
      const versions = screen.getByTestId('admin-bundle-versions');
      expect(within(versions).getByText('shell v2.1.0')).toBeInTheDocument();
      expect(within(versions).getByText('mf-public v1.4.2')).toBeInTheDocument();
    });

    it('logs out: clears the token and the flag and goes to the login page', async () => {
      renderDashboard();

      await setupUser().click(screen.getByRole('button', { name: /Logout/ }));

      expect(await screen.findByText('Admin login screen')).toBeInTheDocument();
      expect(localStorage.getItem('admin_token')).toBeNull();
      expect(localStorage.getItem('isAdminAuthenticated')).toBeNull();
    });

    it('puts the tabs in a drawer on screens under 768 px', async () => {
      setViewportWidth(600);
      renderDashboard();

      expect(screen.queryByTestId('admin-tabs')).not.toBeInTheDocument();
      await setupUser().click(screen.getByRole('button', { name: 'Open menu' }));
      await setupUser().click(within(await screen.findByTestId('admin-tabs')).getByText('Users'));

      const header = screen.getByTestId('admin-tab-header');
      expect(await within(header).findByRole('heading', { name: 'Users' }, TAB_LOADED)).toBeInTheDocument();
    });

    it.each([401, 403])('shows the Authentication Error page when a call answers %i', async (status) => {
      jest.spyOn(adminApi, 'get').mockRejectedValue(httpError(status));
      renderDashboard();

      expect(await screen.findByText('Authentication Error')).toBeInTheDocument();
      await setupUser().click(screen.getByRole('button', { name: 'Go to Admin Login' }));

      expect(await screen.findByText('Admin login screen')).toBeInTheDocument();
      expect(localStorage.getItem('admin_token')).toBeNull();
      expect(localStorage.getItem('isAdminAuthenticated')).toBeNull();
    });
  });
});
