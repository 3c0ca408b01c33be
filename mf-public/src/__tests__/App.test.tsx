import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PublicApp from '../App';
import { clientApi } from '@lexa/common';
import { networkError, renderScreen, resetSession } from '@lexa/testing';

beforeEach(resetSession);

// Scoped to the header: the landing also holds some 400 service buttons, and querying them all by role is slow.
const headerButton = (name: string) => within(screen.getByRole('navigation')).getByRole('button', { name });

describe('PublicApp', () => {
  it('shows the landing title and its three ways in', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen(<PublicApp />, '/');

    // The landing is its own chunk (the sign-in pages do not download it).
    expect(await screen.findByText('Meet Lexa')).toBeInTheDocument();
    expect(screen.getByText('Your AI Legal Assistant')).toBeInTheDocument();

    await user.click(headerButton('Create account'));
    // The first antd screen of the run loads antd itself, which takes a few seconds under jest.
    expect(await screen.findByText('Create your Lexa account', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/client/create-account');
  }, 20_000);

  it.each([
    ['Post a Request', '/client/request'],
    ['Sign in', '/client/login'],
  ])('"%s" goes to %s', async (name, path) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen(<PublicApp />, '/');

    await screen.findByText('Meet Lexa');
    await user.click(headerButton(name));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(path));
  });

  it('loads the sign-in screen on demand', async () => {
    renderScreen(<PublicApp />, '/client/login');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it.each([
    ['/client/request', '/client/request'],
    // With nothing waiting to be submitted, the return target sends the visitor to the wizard.
    ['/client/request-submission', '/client/request'],
  ])(
    '%s opens the request wizard',
    async (path, landing) => {
      jest.spyOn(clientApi, 'post').mockRejectedValue(networkError());
      jest.spyOn(clientApi, 'get').mockResolvedValue({ data: { draft: null } });
      jest.spyOn(console, 'warn').mockImplementation(() => {});
      renderScreen(<PublicApp />, path);
      expect(
        await screen.findByText('What legal help do you need?', undefined, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(landing);
      jest.restoreAllMocks();
    },
    20_000,
  );

  it.each([
    ['/client/reset-password?token=abc', 'Set a new password'],
    ['/client/magic-login', 'Invalid or missing login token'],
    ['/magic-login', 'Invalid or missing login token'],
  ])('%s opens its recovery screen', async (path, text) => {
    renderScreen(<PublicApp />, path);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
