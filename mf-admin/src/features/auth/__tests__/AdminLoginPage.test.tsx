import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { adminApi, useSession } from '@lexa/common';
import { renderScreen, setupUser, httpError, networkError } from '@lexa/testing';
import { AdminLoginPage } from '../components/AdminLoginPage';

const adminUser = {
  id: 'a1',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'admin@lexa.test',
  username: 'admin',
  isAdmin: true,
  isAttorney: false,
};

function renderLogin() {
  renderScreen(
    <Routes>
      <Route path="/admin/login" element={<AdminLoginPage />} />
      <Route path="/admin/dashboard" element={<p>Dashboard reached</p>} />
    </Routes>,
    '/admin/login',
  );
}

async function submit(email: string, password: string) {
  const user = setupUser();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('AdminLoginPage', () => {
  beforeEach(() => {
    useSession.getState().admin.signOut();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('stores the token and the admin flag, then opens the dashboard', async () => {
    const post = jest.spyOn(adminApi, 'post').mockResolvedValue({ data: { token: 'admin-token', user: adminUser } });
    renderLogin();

    await submit('admin@lexa.test', 'correct horse');

    expect(await screen.findByText('Dashboard reached')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/admin/login', { email: 'admin@lexa.test', password: 'correct horse' });
    expect(localStorage.getItem('admin_token')).toBe('admin-token');
    expect(localStorage.getItem('isAdminAuthenticated')).toBe('true');
    expect(useSession.getState().admin.isAuthenticated).toBe(true);
  });

  it('requires both fields before calling the server', async () => {
    const post = jest.spyOn(adminApi, 'post');
    renderLogin();

    await setupUser().click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(post).not.toHaveBeenCalled();
  });

  it("refuses a malformed e-mail with the contract's message, and clears it once corrected", async () => {
    const post = jest.spyOn(adminApi, 'post').mockResolvedValue({ data: { token: 'admin-token', user: adminUser } });
    renderLogin();

    await submit('admin@', 'correct horse');

    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();

    await setupUser().type(screen.getByLabelText('Email'), 'lexa.test');
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Dashboard reached')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/admin/login', { email: 'admin@lexa.test', password: 'correct horse' });
  });

  it('shows the server error in a "Login failed" toast and stays on the form', async () => {
    jest
      .spyOn(adminApi, 'post')
      .mockRejectedValue(httpError(401, { error: 'Admin access only', code: 'INVALID_CREDENTIALS' }));
    renderLogin();

    await submit('client@lexa.test', 'wrong password');

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Admin access only')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login');
    expect(localStorage.getItem('isAdminAuthenticated')).toBeNull();
  });

  it('falls back to "Invalid email or password" when the server gives no error text', async () => {
    jest.spyOn(adminApi, 'post').mockRejectedValue(httpError(401, {}));
    renderLogin();

    await submit('admin@lexa.test', 'wrong password');

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it('reports an unreachable server as a network error', async () => {
    jest.spyOn(adminApi, 'post').mockRejectedValue(networkError());
    renderLogin();

    await submit('admin@lexa.test', 'whatever');

    await waitFor(() => expect(screen.getByText('Network error. Please try again.')).toBeInTheDocument());
  });
});
