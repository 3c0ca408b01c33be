import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS, adminApi, useSession } from '@lexa/common';
import { activeSession, adminRequestPage, httpError, renderScreen, setViewportWidth, setupUser } from '@lexa/testing';
import { AdminDashboardPage } from '../../dashboard/components/AdminDashboardPage';

const thisDesk = activeSession({ id: 'desk' });
const phone = activeSession({ id: 'phone', browser: 'Safari 17 on iOS', device: 'Mobile', current: false });

/** The console's first tab lists requests; the Profile drawer lists the admin's sessions. */
function mockApi() {
  jest.spyOn(adminApi, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/auth/sessions') return { data: { sessions: [thisDesk, phone] } };
    return { data: adminRequestPage([]) };
  });
}

describe('Admin Profile (header → Profile)', () => {
  beforeEach(() => {
    useSession.getState().admin.signIn('admin-token');
    mockApi();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    useSession.getState().admin.signOut();
  });

  it("lists the admin's sessions with this device marked and ends another one, on a phone's screen", async () => {
    setViewportWidth(390);
    const remove = jest.spyOn(adminApi, 'delete').mockResolvedValue({ status: 204, data: '' });
    renderScreen(<AdminDashboardPage />, '/admin/dashboard');
    const user = setupUser();

    await user.click(screen.getByRole('button', { name: /Profile$/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Admin Profile' });
    const rows = await within(drawer).findAllByTestId('active-session');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    await user.click(within(rows[1]!).getByRole('button', { name: /End session: Safari 17 on iOS/ }));
    expect(remove).toHaveBeenCalledWith('/api/auth/sessions/phone');
  });

  it('changes the password with the current one, keeps the console signed in with the fresh token, and shows a refusal', async () => {
    setViewportWidth(1280);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const post = jest
      .spyOn(adminApi, 'post')
      .mockRejectedValueOnce(httpError(400, { error: 'Current password is incorrect', code: 'VALIDATION_FAILED' }))
      .mockResolvedValueOnce({ data: { message: 'Your password has been changed.', token: 'fresh-admin-token' } });
    renderScreen(<AdminDashboardPage />, '/admin/dashboard');
    const user = setupUser();

    await user.click(screen.getByRole('button', { name: /Profile$/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Admin Profile' });
    await user.type(within(drawer).getByLabelText('Current password'), 'admin-wrong-2026');
    await user.type(within(drawer).getByLabelText('New password'), 'admin-new-2026');
    await user.click(within(drawer).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();

    await user.clear(within(drawer).getByLabelText('Current password'));
    await user.type(within(drawer).getByLabelText('Current password'), 'admin-demo-2026');
    await user.click(within(drawer).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('/api/auth/change-password', {
      currentPassword: 'admin-demo-2026',
      newPassword: 'admin-new-2026',
    });
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('fresh-admin-token');
    await waitFor(() => expect(useSession.getState().admin.isAuthenticated).toBe(true));
    expect(screen.getByTestId('admin-dashboard')).toBeInTheDocument();
  });
});
