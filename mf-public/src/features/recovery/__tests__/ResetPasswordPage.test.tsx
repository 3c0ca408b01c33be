import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { clientApi } from '@lexa/common';
import { httpError, networkError, renderScreen, resetSession, setupUser } from '@lexa/testing';
import { ResetPasswordPage } from '../components/ResetPasswordPage';

type User = ReturnType<typeof setupUser>;

const RESET_PATH = '/client/reset-password?token=reset-token-123';
const location = () => screen.getByTestId('location');
const submitButton = () => screen.getByRole('button', { name: 'Set Password' });

async function fill(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function choose(user: User, password: string, confirmation: string) {
  if (password) await fill(user, 'New Password', password);
  if (confirmation) await fill(user, 'Confirm Password', confirmation);
}

beforeEach(resetSession);
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ResetPasswordPage', () => {
  it('asks for a new password and its confirmation, both hidden until shown, with a way back to login', async () => {
    const user = setupUser();
    renderScreen(<ResetPasswordPage />, RESET_PATH);

    expect(screen.getByText('Set a new password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/client/login');
    for (const label of ['New Password', 'Confirm Password']) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('type', 'password');
      const toggle = field.closest('.ant-input-affix-wrapper') as HTMLElement;
      await user.click(within(toggle).getByRole('button', { name: 'Show' }));
      expect(field).toHaveAttribute('type', 'text');
      await user.click(within(toggle).getByRole('button', { name: 'Hide' }));
      expect(field).toHaveAttribute('type', 'password');
    }
  });

  it.each([
    ['both fields are empty', '', ''],
    ['the confirmation is empty', 'long-enough-1', ''],
    ['the new password is empty', '', 'long-enough-1'],
  ])('requires every field: nothing is sent when %s', async (_case, password, confirmation) => {
    const user = setupUser();
    const post = jest.spyOn(clientApi, 'post');
    renderScreen(<ResetPasswordPage />, RESET_PATH);

    await choose(user, password, confirmation);
    await user.click(submitButton());

    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a password shorter than 8 characters', async () => {
    const user = setupUser();
    const post = jest.spyOn(clientApi, 'post');
    renderScreen(<ResetPasswordPage />, RESET_PATH);

    await choose(user, 'seven77', 'seven77');
    await user.click(submitButton());

    expect(await screen.findByText('Password Must be at least 8 characters long')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses two different entries', async () => {
    const user = setupUser();
    const post = jest.spyOn(clientApi, 'post');
    renderScreen(<ResetPasswordPage />, RESET_PATH);

    await choose(user, 'long-enough-1', 'long-enough-2');
    await user.click(submitButton());

    expect(await screen.findByText("Passwords Don't Match")).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it.each([
    ['no token', '/client/reset-password'],
    ['an empty token', '/client/reset-password?token='],
  ])('turns a link with %s away to login with "Invalid Reset Link", once even in StrictMode', async (_case, path) => {
    const post = jest.spyOn(clientApi, 'post');
    renderScreen(
      <StrictMode>
        <ResetPasswordPage />
      </StrictMode>,
      path,
    );

    expect(await screen.findByText('Invalid Reset Link')).toBeInTheDocument();
    expect(screen.getAllByText('The password reset link is invalid or has expired.')).toHaveLength(1);
    expect(location()).toHaveTextContent(/^\/client\/login$/);
    expect(post).not.toHaveBeenCalled();
  });

  it('posts the token and the new password (8 characters is enough), shows the completion panel and goes to login after 3 s', async () => {
    const user = setupUser();
    const post = jest.spyOn(clientApi, 'post').mockResolvedValue({
      data: { message: 'Your password has been reset. You can now sign in.', signInPath: '/client/login' },
    });
    renderScreen(<ResetPasswordPage />, RESET_PATH);
    await choose(user, 'eight888', 'eight888');

    jest.useFakeTimers();
    await act(async () => {
      submitButton().click();
    });

    expect(await screen.findByTestId('reset-password-completed')).toBeInTheDocument();
    expect(screen.getByText('Your password is set')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/auth/reset-password', { token: 'reset-token-123', password: 'eight888' });
    act(() => jest.advanceTimersByTime(2999));
    expect(location()).toHaveTextContent('/client/reset-password');
    act(() => jest.advanceTimersByTime(1));
    expect(location()).toHaveTextContent(/^\/client\/login$/);
  });

  it("sends an attorney who set their password from staff's link to the attorney sign-in", async () => {
    const user = setupUser();
    jest.spyOn(clientApi, 'post').mockResolvedValue({
      data: { message: 'Your password has been reset. You can now sign in.', signInPath: '/attorney/login' },
    });
    renderScreen(
      <Routes>
        <Route path="/client/reset-password" element={<ResetPasswordPage />} />
        <Route path="/attorney/login" element={<p>Attorney login screen</p>} />
      </Routes>,
      RESET_PATH,
    );
    await choose(user, 'attorney-pass-1', 'attorney-pass-1');

    jest.useFakeTimers();
    await act(async () => {
      submitButton().click();
    });

    const completed = await screen.findByTestId('reset-password-completed');
    expect(within(completed).getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/attorney/login');
    act(() => jest.advanceTimersByTime(3000));
    expect(location()).toHaveTextContent(/^\/attorney\/login$/);
    expect(screen.getByText('Attorney login screen')).toBeInTheDocument();
  });

  it.each([
    [
      'the server error',
      httpError(400, { error: 'This password reset link is invalid or has expired.', code: 'INVALID_TOKEN' }),
      'This password reset link is invalid or has expired.',
    ],
    ['the fallback', httpError(500, {}), 'Failed to reset password'],
    ['the fallback when the server cannot be reached', networkError(), 'Failed to reset password'],
  ])('shows "Reset Failed" with %s and keeps the form', async (_case, error, text) => {
    const user = setupUser();
    jest.spyOn(clientApi, 'post').mockRejectedValue(error);
    renderScreen(<ResetPasswordPage />, RESET_PATH);

    await choose(user, 'long-enough-1', 'long-enough-1');
    await user.click(submitButton());

    expect(await screen.findByText('Reset Failed')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(location()).toHaveTextContent('/client/reset-password');
  });
});
