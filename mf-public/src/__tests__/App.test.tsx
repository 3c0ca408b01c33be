import { beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PublicApp from '../App';
import { renderScreen, resetSession } from '@lexa/testing';

beforeEach(resetSession);

describe('PublicApp', () => {
  it('shows the landing title and its three ways in', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen(<PublicApp />, '/');

    expect(screen.getByText('Meet Lexa')).toBeInTheDocument();
    expect(screen.getByText('Your AI Legal Assistant')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Create your Lexa account')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/client/create-account');
  });

  it.each([
    ['Post a Request', '/client/request'],
    ['Sign in', '/client/login'],
  ])('"%s" goes to %s', async (name, path) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen(<PublicApp />, '/');

    await user.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(path));
  });

  it('loads the sign-in screen on demand', async () => {
    renderScreen(<PublicApp />, '/client/login');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it.each([
    ['/client/request', 'Post a Legal Request'],
    ['/client/request-submission', 'Request Submission'],
    ['/client/reset-password', 'Reset Your Password'],
    ['/client/magic-login', 'Magic Login'],
    ['/magic-login', 'Magic Login'],
  ])('%s is a truthful placeholder for now', (path, title) => {
    renderScreen(<PublicApp />, path);
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText('This screen is being prepared. Please check back soon.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
