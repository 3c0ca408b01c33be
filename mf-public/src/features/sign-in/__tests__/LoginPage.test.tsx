import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { clientApi, useSession } from '@lexa/common';
import { httpError, networkError, renderScreen, clientUser, resetSession } from '@lexa/testing';
import { LoginPage } from '../components/LoginPage';

const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
const signInButton = () => screen.getByRole('button', { name: 'Sign In' });
const location = () => screen.getByTestId('location');

async function fill(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function signIn(user: UserEvent, email: string, password: string) {
  await fill(user, 'Email', email);
  await fill(user, 'Password', password);
  await user.click(signInButton());
}

beforeEach(resetSession);
afterEach(() => {
  jest.restoreAllMocks();
});

describe('LoginPage', () => {
  it('enables Sign In only once both fields are filled', async () => {
    const user = setupUser();
    renderScreen(<LoginPage />, '/client/login');

    expect(signInButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    expect(signInButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(signInButton()).toBeEnabled();
    await user.clear(screen.getByLabelText('Email'));
    expect(signInButton()).toBeDisabled();
  });

  it('shows and hides the password', async () => {
    const user = setupUser();
    renderScreen(<LoginPage />, '/client/login');
    const password = screen.getByLabelText('Password');

    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('offers the links to create an account', () => {
    renderScreen(<LoginPage />, '/client/login');
    expect(screen.getByRole('link', { name: 'Create one here' })).toHaveAttribute('href', '/request');
  });

  it('signs in and goes to the stored post-login destination, then forgets it', async () => {
    const user = setupUser();
    const post = jest.spyOn(clientApi, 'post').mockResolvedValue({ data: { token: 'tok', user: clientUser } });
    useSession.getState().setPostLoginRedirect('/client/request-submission');
    renderScreen(<LoginPage />, '/client/login');

    await signIn(user, ' ada@example.com ', 'correct horse');

    await waitFor(() => expect(location()).toHaveTextContent('/client/request-submission'));
    expect(post).toHaveBeenCalledWith('/api/auth/login', { email: 'ada@example.com', password: 'correct horse' });
    expect(localStorage.getItem('authToken')).toBe('tok');
    expect(useSession.getState().status).toBe('authenticated');
    expect(useSession.getState().postLoginRedirect).toBeNull();
    expect(localStorage.getItem('postLoginRedirect')).toBeNull();
  });

  it('goes to /dashboard when no destination is stored', async () => {
    const user = setupUser();
    jest.spyOn(clientApi, 'post').mockResolvedValue({ data: { token: 'tok', user: clientUser } });
    renderScreen(<LoginPage />, '/client/login');

    await signIn(user, 'ada@example.com', 'correct horse');

    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard$/));
  });

  it('prefills the e-mail and stores returnTo from the URL', async () => {
    const user = setupUser();
    jest.spyOn(clientApi, 'post').mockResolvedValue({ data: { token: 'tok', user: clientUser } });
    renderScreen(<LoginPage />, '/client/login?email=ada%40example.com&returnTo=%2Fclient%2Frequest-submission');

    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(useSession.getState().postLoginRedirect).toBe('/client/request-submission');

    await fill(user, 'Password', 'correct horse');
    await user.click(signInButton());
    await waitFor(() => expect(location()).toHaveTextContent('/client/request-submission'));
  });

  it('ignores a returnTo that would leave the site', () => {
    renderScreen(<LoginPage />, '/client/login?returnTo=%2F%2Fevil.example%2Fphish');
    expect(useSession.getState().postLoginRedirect).toBeNull();
  });

  it.each([
    [
      'the server error',
      httpError(401, { error: 'Too many attempts, try later', code: 'RATE_LIMITED' }),
      'Too many attempts, try later',
    ],
    ['the fallback', httpError(401, {}), 'Invalid email or password'],
    ['the connection error', networkError(), 'Unable to connect to the server. Please try again.'],
  ])('shows "Login Failed" with %s when sign-in fails', async (_case, error, text) => {
    const user = setupUser();
    jest.spyOn(clientApi, 'post').mockRejectedValue(error);
    renderScreen(<LoginPage />, '/client/login');

    await signIn(user, 'ada@example.com', 'wrong password');

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(location()).toHaveTextContent('/client/login');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('asks to fill in all fields instead of calling the server when the e-mail is blank', async () => {
    const user = setupUser();
    const post = jest.spyOn(clientApi, 'post');
    renderScreen(<LoginPage />, '/client/login');

    await signIn(user, '   ', 'correct horse');

    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends an already signed-in visitor to the stored destination', () => {
    useSession.setState({ status: 'authenticated', user: clientUser });
    useSession.getState().setPostLoginRedirect('/client/request-submission');
    renderScreen(<LoginPage />, '/client/login');

    expect(location()).toHaveTextContent('/client/request-submission');
    expect(useSession.getState().postLoginRedirect).toBeNull();
  });

  it('sends an already signed-in visitor to the dashboard when nothing is stored', () => {
    useSession.setState({ status: 'authenticated', user: clientUser });
    renderScreen(<LoginPage />, '/client/login');

    expect(location()).toHaveTextContent('/client/dashboard');
  });

  describe.each([
    [
      'Forgot Password?',
      '/api/auth/forgot-password',
      'Failed to send password reset email',
      'Failed to process password reset request',
    ],
    [
      'Email Login Link',
      '/api/auth/magic-login',
      'Failed to send magic login link',
      'Failed to process magic login request',
    ],
  ])('%s', (button, endpoint, failure, networkFailure) => {
    it('needs the e-mail first', async () => {
      const user = setupUser();
      const post = jest.spyOn(clientApi, 'post');
      renderScreen(<LoginPage />, '/client/login');

      await user.click(screen.getByRole('button', { name: button }));

      expect(await screen.findByText('Email Required')).toBeInTheDocument();
      expect(screen.getByText('Please enter your email address first')).toBeInTheDocument();
      expect(post).not.toHaveBeenCalled();
    });

    it('posts the e-mail and shows the server message', async () => {
      const user = setupUser();
      const post = jest
        .spyOn(clientApi, 'post')
        .mockResolvedValue({ data: { message: 'Check your inbox for the link' } });
      renderScreen(<LoginPage />, '/client/login');

      await fill(user, 'Email', 'ada@example.com');
      await user.click(screen.getByRole('button', { name: button }));

      expect(await screen.findByText('Check your inbox for the link')).toBeInTheDocument();
      expect(post).toHaveBeenCalledWith(endpoint, { email: 'ada@example.com' });
    });

    it.each([
      [
        'the server error',
        httpError(429, { error: 'Please wait before asking again' }),
        'Please wait before asking again',
      ],
      ['the fallback', httpError(500, {}), failure],
      ['the connection error', networkError(), networkFailure],
    ])('shows %s on failure', async (_case, error, text) => {
      const user = setupUser();
      jest.spyOn(clientApi, 'post').mockRejectedValue(error);
      renderScreen(<LoginPage />, '/client/login');

      await fill(user, 'Email', 'ada@example.com');
      await user.click(screen.getByRole('button', { name: button }));

      expect(await screen.findByText(text)).toBeInTheDocument();
    });
  });
});
