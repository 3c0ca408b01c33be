import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { attorneyApi, useSession } from '@lexa/common';
import { httpError, networkError, renderScreen, setupUser } from '@lexa/testing';
import { AttorneyLoginPage } from '../components/AttorneyLoginPage';

const attorneyUser = {
  id: 'u7',
  firstName: 'Jane',
  lastName: 'Counsel',
  email: 'jane@lexa.test',
  username: 'jane',
  isAdmin: false,
  isAttorney: true,
};

function renderLogin() {
  renderScreen(
    <Routes>
      <Route path="/attorney/login" element={<AttorneyLoginPage />} />
      <Route path="/attorney/dashboard" element={<p>Attorney dashboard reached</p>} />
    </Routes>,
    '/attorney/login',
  );
}

async function submit(email: string, password: string) {
  const user = setupUser();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('AttorneyLoginPage', () => {
  beforeEach(() => {
    useSession.getState().attorney.signOut();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('tells visitors how to get an account and links back home', () => {
    renderLogin();

    expect(
      screen.getByText('Attorney accounts are created by our team. Please contact an administrator for access.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
  });

  it('stores the attorney token and opens the dashboard', async () => {
    const post = jest
      .spyOn(attorneyApi, 'post')
      .mockResolvedValue({ data: { token: 'attorney-token', user: attorneyUser } });
    renderLogin();

    await submit('jane@lexa.test', 'correct horse');

    expect(await screen.findByText('Attorney dashboard reached')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/attorney/login', { email: 'jane@lexa.test', password: 'correct horse' });
    expect(localStorage.getItem('attorneyToken')).toBe('attorney-token');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('requires e-mail and password', async () => {
    const post = jest.spyOn(attorneyApi, 'post');
    renderLogin();

    await setupUser().click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the server error when sign-in is refused', async () => {
    jest
      .spyOn(attorneyApi, 'post')
      .mockRejectedValue(httpError(401, { error: 'Attorney accounts only', code: 'INVALID_CREDENTIALS' }));
    renderLogin();

    await submit('client@lexa.test', 'wrong');

    expect(await screen.findByText('Attorney accounts only')).toBeInTheDocument();
    expect(localStorage.getItem('attorneyToken')).toBeNull();
  });

  it('falls back to "Invalid credentials. Please try again."', async () => {
    jest.spyOn(attorneyApi, 'post').mockRejectedValue(httpError(401, {}));
    renderLogin();

    await submit('jane@lexa.test', 'wrong');

    expect(await screen.findByText('Invalid credentials. Please try again.')).toBeInTheDocument();
  });

  it('does not blame the credentials when the server cannot be reached', async () => {
    jest.spyOn(attorneyApi, 'post').mockRejectedValue(networkError());
    renderLogin();

    await submit('jane@lexa.test', 'whatever');

    expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
  });

  it('sends an attorney who already holds a token straight to the dashboard', () => {
    useSession.getState().attorney.signIn('attorney-token');
    renderLogin();

    expect(screen.getByText('Attorney dashboard reached')).toBeInTheDocument();
  });
});
