import { beforeEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, resetSession } from '@lexa/testing';
import { SignupPage } from '../components/SignupPage';

// The demo dashboard brings so many style rules that jsdom's style computations (visibility checks, role
// queries over the whole page) become slow; these tests read the dialog's state from its wrapper instead.
const dialogShown = () => document.querySelector<HTMLElement>('.ant-modal-wrap')?.style.display !== 'none';
const dialog = () => screen.getByText('Create your Lexa account').closest<HTMLElement>('.ant-modal')!;

beforeEach(resetSession);

describe('SignupPage', () => {
  it('opens the dialog over the sample dashboard', () => {
    renderScreen(<SignupPage />, '/client/create-account');

    expect(dialogShown()).toBe(true);
    expect(screen.getByText('Recent Matters')).toBeInTheDocument();
  });

  it('closes on Escape to show the demo, and a click on the demo reopens the dialog', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen(<SignupPage />, '/client/create-account');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialogShown()).toBe(false));

    await user.click(screen.getByText('Upcoming Deadlines'));
    await waitFor(() => expect(dialogShown()).toBe(true));
  });

  it('closes with the close button too', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen(<SignupPage />, '/client/create-account');

    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialogShown()).toBe(false));
  });
});
