import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminApi, type AdminUser } from '@lexa/common';
import { httpError, renderStaffScreen, setupUser } from '@lexa/testing';
import { EmailCell } from '../components/EmailCell';
import { UsersTab } from '../components/UsersTab';

const user = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u1',
  username: 'grace',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  isAdmin: false,
  isAttorney: false,
  isActive: true,
  requestCount: 2,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  lastLogin: null,
  ...overrides,
});
const page = (users: AdminUser[]) => ({
  data: {
    users,
    total: users.length,
    page: 1,
    pageSize: 20,
    summary: { totalUsers: 12, activeUsers: 11, withRequests: 5, newToday: 1 },
  },
});
const admin = user({ id: 'a1', email: 'admin@lexa.local', firstName: 'Ada', isAdmin: true });
/** The users list for every call, but the tab's attorney panel gets its own (empty) list. */
const usersOr = (users: AdminUser[]) => async (url: string) =>
  url === '/api/admin/attorneys' ? { data: { attorneys: [] } } : page(users);

describe('UsersTab', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the cards, sorts on the server, and hides delete for admins', async () => {
    const get = jest.spyOn(adminApi, 'get').mockImplementation(usersOr([user(), admin]));
    renderStaffScreen(<UsersTab />);
    const rows = await screen.findAllByTestId('admin-user-row');
    expect(screen.getByTestId('users-card-total')).toHaveTextContent('12');
    expect(screen.getByTestId('users-card-with-requests')).toHaveTextContent('5');
    expect(within(rows[0]!).getByLabelText('Delete grace@example.com')).toBeInTheDocument();
    expect(within(rows[1]!).queryByLabelText(/Delete/)).not.toBeInTheDocument();

    const actor = setupUser();
    await actor.click(screen.getByLabelText('Sort users'));
    await actor.click(await screen.findByTitle('Requests'));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/api/admin/users',
        expect.objectContaining({ params: { sort: 'requests', page: 1, pageSize: 20 } }),
      ),
    );
  });

  it('edits an e-mail inline with the spec texts and the server 409', async () => {
    const patch = jest
      .spyOn(adminApi, 'patch')
      .mockRejectedValueOnce(
        httpError(409, { error: 'This email address is already in use by another user.', code: 'EMAIL_TAKEN' }),
      );
    // The cell alone: the whole table makes each click slow on a shared machine.
    renderStaffScreen(<EmailCell user={user()} editing onEditing={jest.fn()} />);
    const actor = setupUser();
    const input = screen.getByLabelText('Email address');
    fireEvent.change(input, { target: { value: '' } });
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email address cannot be empty.');
    fireEvent.change(input, { target: { value: 'nope@host' } });
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    fireEvent.change(input, { target: { value: 'taken@example.com' } });
    await actor.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This email address is already in use by another user.')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/api/admin/users/u1/email', {
      email: 'taken@example.com',
      oldEmail: 'grace@example.com',
    });
  });

  it('sends a magic link after confirmation, shows the history and the detail badges', async () => {
    jest.spyOn(adminApi, 'get').mockImplementation(async (url: string) =>
      url.endsWith('/email-history')
        ? {
            data: {
              history: [
                {
                  id: 'h1',
                  kind: 'email-change',
                  oldEmail: 'old@example.com',
                  newEmail: 'grace@example.com',
                  adminName: 'Ada Admin',
                  adminId: 'a1',
                  changedAt: '2026-03-03T10:00:00.000Z',
                  ipAddress: '10.0.0.1',
                  userAgent: 'Firefox',
                  sentTo: null,
                },
              ],
            },
          }
        : usersOr([user({ isAttorney: true, isActive: false })])(url),
    );
    const post = jest
      .spyOn(adminApi, 'post')
      .mockResolvedValue({ data: { message: 'Magic link sent to desk@lexa.example.' } });
    renderStaffScreen(<UsersTab />);
    const actor = setupUser();
    await actor.click(await screen.findByLabelText('Send magic link to sign in as grace@example.com'));
    expect(await screen.findByText(/expires in 30 minutes/)).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Send magic link' }));
    expect(await screen.findByText('Magic Link Sent')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/admin/users/u1/send-magic-link', {});

    await actor.click(screen.getByLabelText('Email history of grace@example.com'));
    const row = await screen.findByTestId('email-history-row');
    expect(row).toHaveTextContent('old@example.com → grace@example.com');
    expect(row).toHaveTextContent('Ada Admin');
    expect(row).toHaveTextContent('10.0.0.1');
  });

  it("shows the user's Activity in the View dialog", async () => {
    const get = jest.spyOn(adminApi, 'get').mockImplementation(async (url: string) =>
      url === '/api/admin/audit'
        ? {
            data: {
              entries: [
                {
                  id: 'e1',
                  at: '2026-03-03T10:00:00.000Z',
                  actorId: 'a1',
                  actorEmail: 'admin@lexa.local',
                  actorRole: 'admin',
                  ip: '10.0.0.1',
                  userAgent: 'Firefox',
                  action: 'user.email_changed',
                  targetType: 'user',
                  targetId: 'u1',
                  requestId: null,
                  subjectUserId: 'u1',
                  changes: { email: { from: 'old@example.com', to: 'grace@example.com' } },
                },
              ],
              nextCursor: null,
            },
          }
        : usersOr([user()])(url),
    );
    renderStaffScreen(<UsersTab />);
    await setupUser().click(await screen.findByRole('button', { name: /View$/ }));
    const entry = await screen.findByTestId('audit-entry');
    expect(entry).toHaveTextContent('Changed the e-mail');
    expect(entry).toHaveTextContent('email: old@example.com → grace@example.com');
    expect(entry).toHaveTextContent('admin@lexa.local (admin) · from 10.0.0.1');
    expect(get).toHaveBeenCalledWith(
      '/api/admin/audit',
      expect.objectContaining({ params: { userId: 'u1', limit: 20 } }),
    );
  });

  it('deletes after a confirmation naming what goes, and reports a failure', async () => {
    jest.spyOn(adminApi, 'get').mockImplementation(usersOr([user()]));
    const del = jest.spyOn(adminApi, 'delete').mockRejectedValueOnce(httpError(500));
    renderStaffScreen(<UsersTab />);
    const actor = setupUser();
    await actor.click(await screen.findByLabelText('Delete grace@example.com'));
    expect(await screen.findByText(/legal requests with their conversations and files/)).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('Failed to delete user account. Please try again.')).toBeInTheDocument();
    expect(del).toHaveBeenCalledWith('/api/admin/users/u1');
  });
});
