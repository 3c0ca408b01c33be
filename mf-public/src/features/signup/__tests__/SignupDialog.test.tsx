import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { clientApi, useSession } from '@lexa/common';
import { httpError, networkError, renderScreen, clientUser, resetSession } from '@lexa/testing';
import { SignupDialog } from '../components/SignupDialog';

const renderDialog = () => renderScreen(<SignupDialog open onClose={() => {}} />, '/client/create-account');
const field = (label: string) => screen.getByLabelText(label);
const submitButton = (name = 'Create Account') => screen.getByRole('button', { name });

async function fill(user: UserEvent, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function fillForm(user: UserEvent, fullName: string, email: string, password: string) {
  await fill(user, 'Full name', fullName);
  await fill(user, 'Email', email);
  await fill(user, 'Password', password);
}

beforeEach(resetSession);
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('SignupDialog', () => {
  it('shows the title, subtitle and links', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Create your Lexa account' })).toBeInTheDocument();
    expect(screen.getByText('Secure workspace for your legal matters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/client/login');
    for (const [name, href] of [
      ['Terms of Service', 'https://lexa.legal/terms'],
      ['Privacy Policy', 'https://lexa.legal/privacy'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('validates only on submit, marks the fields in error and clears an error when its field is edited', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const post = jest.spyOn(clientApi, 'post');
    renderDialog();

    await fill(user, 'Email', 'ada@');
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    await user.clear(field('Email'));
    await user.click(submitButton());

    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(field('Full name').closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
    expect(post).not.toHaveBeenCalled();

    await user.type(field('Full name'), 'Ada');
    await waitFor(() => expect(screen.queryByText('Full name is required')).not.toBeInTheDocument());
    expect(field('Full name').closest('.ant-form-item')).not.toHaveClass('ant-form-item-has-error');
    expect(screen.getByText('Email is required')).toBeInTheDocument();

    await fill(user, 'Email', 'ada@');
    await fill(user, 'Password', 'short');
    await user.click(submitButton());
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the split name, signs in, and goes to the dashboard 1.5 s after success', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    let answer: (response: { data: unknown }) => void = () => {};
    const post = jest.spyOn(clientApi, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderDialog();

    await fillForm(user, '  Ada King  Lovelace ', 'ada@example.com', 'correct horse');
    await user.click(submitButton());
    await waitFor(() => expect(post).toHaveBeenCalled());
    // The server answers on a fake clock, so the 1.5 s before the redirect are counted from here.
    jest.useFakeTimers();
    await act(async () => answer({ data: { token: 'new-token', user: clientUser } }));

    expect(post).toHaveBeenCalledWith('/api/auth/signup', {
      firstName: 'Ada',
      lastName: 'King Lovelace',
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(screen.getByText('Account Created!')).toBeInTheDocument();
    expect(screen.getByText('Welcome Ada! Redirecting to your dashboard...')).toBeInTheDocument();
    expect(submitButton('Creating Account...')).toBeDisabled();
    expect(localStorage.getItem('authToken')).toBe('new-token');
    expect(useSession.getState().status).toBe('authenticated');

    act(() => jest.advanceTimersByTime(1499));
    expect(screen.getByTestId('location')).toHaveTextContent('/client/create-account');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/client/dashboard');
  });

  it('keeps the button disabled and reading "Creating Account..." while the call is pending', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    jest.spyOn(clientApi, 'post').mockReturnValue(new Promise(() => {}));
    renderDialog();

    await fillForm(user, 'Ada Lovelace', 'ada@example.com', 'correct horse');
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  });

  it.each([
    [
      'the server error text',
      httpError(409, { error: 'An account with this email already exists', code: 'EMAIL_TAKEN' }),
      'An account with this email already exists',
    ],
    ['a fallback when the server gives no text', httpError(500, {}), 'Failed to create account'],
    ['a retry hint when the server cannot be reached', networkError(), 'Please try again'],
  ])('shows %s when the account cannot be created', async (_case, error, text) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    jest.spyOn(clientApi, 'post').mockRejectedValue(error);
    renderDialog();

    await fillForm(user, 'Ada Lovelace', 'ada@example.com', 'correct horse');
    await user.click(submitButton());

    expect(await screen.findByText('Account Creation Failed')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/client/create-account');
  });
});
