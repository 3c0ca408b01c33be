import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { attorneyApi } from '@lexa/common';
import { activeSession, httpError, renderScreen, setupUser } from '@lexa/testing';
import { ActiveSessionsCard } from '../ActiveSessionsCard';

const laptop = activeSession({});
const phone = activeSession({
  id: 'phone',
  browser: 'Safari 17 on iOS',
  device: 'Mobile',
  ipAddress: '198.51.100.4',
  current: false,
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ActiveSessionsCard', () => {
  it('lists each session with its device, address and times, and marks this device', async () => {
    jest.spyOn(attorneyApi, 'get').mockResolvedValue({ data: { sessions: [laptop, phone] } });
    renderScreen(<ActiveSessionsCard api={attorneyApi} account="attorney" />, '/attorney/profile');

    const rows = await screen.findAllByTestId('active-session');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(/Chrome 131 on macOS · Desktop/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Address: 203.0.113.7')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/^Signed in: Nov 23, /)).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/^Last seen: Nov 23, /)).toBeInTheDocument();
    // This device is left with the Log out button; only the others can be ended here.
    expect(within(rows[0]!).queryByRole('button', { name: /End session/ })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Safari 17 on iOS · Mobile/)).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('This device')).not.toBeInTheDocument();
  });

  it('ends another session and shows the list without it', async () => {
    const user = setupUser();
    const get = jest
      .spyOn(attorneyApi, 'get')
      .mockResolvedValueOnce({ data: { sessions: [laptop, phone] } })
      .mockResolvedValue({ data: { sessions: [laptop] } });
    const remove = jest.spyOn(attorneyApi, 'delete').mockResolvedValue({ status: 204, data: '' });
    renderScreen(<ActiveSessionsCard api={attorneyApi} account="attorney" />, '/attorney/profile');

    await user.click(await screen.findByRole('button', { name: 'End session: Safari 17 on iOS, 198.51.100.4' }));
    expect(remove).toHaveBeenCalledWith('/api/auth/sessions/phone');
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('active-session')).toHaveLength(1));
    expect(get).toHaveBeenCalledWith('/api/auth/sessions');
  });

  it('says so when a session cannot be ended', async () => {
    const user = setupUser();
    jest.spyOn(attorneyApi, 'get').mockResolvedValue({ data: { sessions: [laptop, phone] } });
    jest
      .spyOn(attorneyApi, 'delete')
      .mockRejectedValue(httpError(404, { error: 'Session not found', code: 'NOT_FOUND' }));
    renderScreen(<ActiveSessionsCard api={attorneyApi} account="attorney" />, '/attorney/profile');

    await user.click(await screen.findByRole('button', { name: /End session: Safari/ }));
    expect(await screen.findByText('Session not found')).toBeInTheDocument();
  });

  it('ends every other session at once, offered only while there are others', async () => {
    const user = setupUser();
    const tablet = activeSession({ id: 'tablet', browser: 'Chrome 131 on Android', device: 'Tablet', current: false });
    jest
      .spyOn(attorneyApi, 'get')
      .mockResolvedValueOnce({ data: { sessions: [laptop, phone, tablet] } })
      .mockResolvedValue({ data: { sessions: [laptop] } });
    const remove = jest.spyOn(attorneyApi, 'delete').mockResolvedValue({ status: 204, data: '' });
    renderScreen(<ActiveSessionsCard api={attorneyApi} account="attorney" />, '/attorney/profile');

    await user.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    expect(remove).toHaveBeenCalledWith('/api/auth/sessions');
    expect(await screen.findByText('Other sessions ended')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('active-session')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'End all other sessions' })).not.toBeInTheDocument();
  });
});
