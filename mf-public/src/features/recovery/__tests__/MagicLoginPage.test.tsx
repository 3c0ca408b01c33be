import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { clientApi, useSession } from '@lexa/common';
import { clientUser, httpError, networkError, renderScreen, resetSession, setupUser } from '@lexa/testing';
import { MagicLoginPage } from '../components/MagicLoginPage';

const location = () => screen.getByTestId('location');
const signedIn = { data: { token: 'session-token', user: clientUser } };

/** Lets the mocked answer arrive and its state updates land, without moving the (fake) clock. */
const settle = () => act(async () => {});

beforeEach(resetSession);
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('MagicLoginPage', () => {
  it('shows a spinner while it verifies the token from the link', () => {
    const post = jest.spyOn(clientApi, 'post').mockReturnValue(new Promise(() => {}));
    renderScreen(<MagicLoginPage />, '/client/magic-login?token=magic-123');

    expect(screen.getByTestId('magic-login-verifying')).toBeInTheDocument();
    expect(screen.getByText('Verifying your login link…')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/auth/magic-verify', { token: 'magic-123' });
  });

  it.each(['/client/magic-login', '/magic-login'])(
    'on %s signs in with the answer and goes to /client/dashboard after 2 s',
    async (path) => {
      jest.useFakeTimers();
      jest.spyOn(clientApi, 'post').mockResolvedValue(signedIn);
      renderScreen(<MagicLoginPage />, `${path}?token=magic-123`);
      await settle();

      expect(screen.getByTestId('magic-login-success')).toBeInTheDocument();
      expect(useSession.getState()).toMatchObject({ status: 'authenticated', user: clientUser });
      expect(localStorage.getItem('authToken')).toBe('session-token');
      act(() => jest.advanceTimersByTime(1999));
      expect(location()).toHaveTextContent(path);
      act(() => jest.advanceTimersByTime(1));
      expect(location()).toHaveTextContent(/^\/client\/dashboard$/);
    },
  );

  it('goes to the stored post-login destination instead, and forgets it', async () => {
    jest.useFakeTimers();
    jest.spyOn(clientApi, 'post').mockResolvedValue(signedIn);
    useSession.getState().setPostLoginRedirect('/client/request-submission');
    renderScreen(<MagicLoginPage />, '/client/magic-login?token=magic-123');
    await settle();

    act(() => jest.advanceTimersByTime(2000));
    expect(location()).toHaveTextContent(/^\/client\/request-submission$/);
    expect(useSession.getState().postLoginRedirect).toBeNull();
    expect(localStorage.getItem('postLoginRedirect')).toBeNull();
  });

  it('verifies a single-use token exactly once under StrictMode', async () => {
    jest.useFakeTimers();
    const post = jest.spyOn(clientApi, 'post').mockResolvedValue(signedIn);
    renderScreen(
      <StrictMode>
        <MagicLoginPage />
      </StrictMode>,
      '/client/magic-login?token=magic-123',
    );
    await settle();

    expect(post).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('magic-login-success')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(location()).toHaveTextContent(/^\/client\/dashboard$/);
  });

  it.each([
    ['no token', '/client/magic-login'],
    ['an empty token', '/magic-login?token='],
  ])('fails at once for a link with %s, without calling the server', (_case, path) => {
    const post = jest.spyOn(clientApi, 'post');
    renderScreen(<MagicLoginPage />, path);

    expect(screen.getByTestId('magic-login-failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid or missing login token')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the server error',
      httpError(400, { error: 'Invalid or expired login link', code: 'INVALID_TOKEN' }),
      'Invalid or expired login link',
    ],
    [
      'another server error',
      httpError(429, { error: 'Too many requests. Please try again in a few minutes.', code: 'RATE_LIMITED' }),
      'Too many requests. Please try again in a few minutes.',
    ],
    ['the fallback', httpError(500, {}), 'Invalid or expired login link'],
    ['the fallback when the server cannot be reached', networkError(), 'Invalid or expired login link'],
  ])('fails with %s, explains the 15-minute lifetime and leads back to login', async (_case, error, text) => {
    const user = setupUser();
    jest.spyOn(clientApi, 'post').mockRejectedValue(error);
    renderScreen(<MagicLoginPage />, '/client/magic-login?token=spent-token');

    expect(await screen.findByTestId('magic-login-failed')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(/Magic login links expire after 15 minutes/)).toBeInTheDocument();
    expect(useSession.getState().status).toBe('anonymous');
    expect(localStorage.getItem('authToken')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(location()).toHaveTextContent(/^\/client\/login$/);
  });
});
