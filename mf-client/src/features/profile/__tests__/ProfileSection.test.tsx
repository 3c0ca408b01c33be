import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import { STORAGE_KEYS, clientApi, useSession } from '@lexa/common';
import { clientUser, httpError, renderScreen, resetSession, setupUser, signInAs } from '@lexa/testing';
import { ProfileSection } from '../components/ProfileSection';

beforeEach(() => {
  resetSession();
  signInAs(clientUser);
  // The active sessions list below the forms (its own behaviour is ActiveSessionsCard's test).
  jest.spyOn(clientApi, 'get').mockResolvedValue({ data: { sessions: [] } });
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('ProfileSection', () => {
  it('saves the name and e-mail and updates the session', async () => {
    const user = setupUser();
    const patch = jest
      .spyOn(clientApi, 'patch')
      .mockResolvedValue({ data: { user: { ...clientUser, firstName: 'Augusta' } } });
    renderScreen(<ProfileSection user={clientUser} />, '/client/dashboard');
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('/api/auth/me', {
      firstName: 'Augusta',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
    expect(useSession.getState().user?.firstName).toBe('Augusta');
  });

  it('changes the password with the current one, keeps this device signed in with the fresh token, and shows the server refusal', async () => {
    const user = setupUser();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const post = jest
      .spyOn(clientApi, 'post')
      .mockRejectedValueOnce(httpError(401, { error: 'Current password is incorrect', code: 'X' }))
      .mockResolvedValueOnce({ data: { message: 'Your password has been changed.', token: 'fresh-token' } });
    renderScreen(<ProfileSection user={clientUser} />, '/client/dashboard');
    await user.type(screen.getByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), 'new-secret-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('/api/auth/change-password', {
      currentPassword: 'old-secret',
      newPassword: 'new-secret-2026',
    });
    expect(localStorage.getItem(STORAGE_KEYS.clientToken)).toBe('fresh-token');
    expect(useSession.getState().user?.email).toBe(clientUser.email);
  });
});
