import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { clientApi, type NotificationList, type UserNotification } from '@lexa/common';
import { clientUser, httpError, networkError, renderScreen, resetSession, setupUser, signInAs } from '@lexa/testing';
import { NotificationBell } from '../components/NotificationBell';

function notification(overrides: Partial<UserNotification> = {}): UserNotification {
  return {
    id: 'n1',
    type: 'status_update',
    title: 'Request updated',
    message: 'Your request is now In Progress.',
    isRead: false,
    createdAt: new Date(2026, 10, 22, 15, 5).toISOString(),
    requestId: null,
    ...overrides,
  };
}

const list = (
  notifications: UserNotification[],
  unreadCount = notifications.filter((n) => !n.isRead).length,
): NotificationList => ({
  notifications,
  unreadCount,
  nextCursor: null,
});

const bell = () => screen.getByRole('button', { name: 'Notifications' });
const badge = () => screen.getByTestId('notification-badge');
const items = () => screen.getAllByTestId('notification-item');
const location = () => screen.getByTestId('location');
/** Lets mocked answers arrive and their state updates land, without moving a (fake) clock. */
const settle = () => act(async () => {});

function answerGet(...answers: (NotificationList | Error)[]) {
  const get = jest.spyOn(clientApi, 'get');
  for (const answer of answers) {
    if (answer instanceof Error) get.mockRejectedValueOnce(answer);
    else get.mockResolvedValueOnce({ data: answer });
  }
  return get;
}

async function openBell(user: ReturnType<typeof setupUser>) {
  await user.click(bell());
  // The list downloads when the bell is first opened: slow under jsdom on a busy machine.
  return screen.findByTestId('notification-list', undefined, { timeout: 10_000 });
}

let hidden = false;
function setTabHidden(value: boolean) {
  hidden = value;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

beforeEach(() => {
  resetSession();
  signInAs(clientUser);
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (document as { hidden?: boolean }).hidden;
  delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
});

describe('NotificationBell', () => {
  it('loads the notifications and lists title, message and date in a 400 px list area', async () => {
    const user = setupUser();
    const get = answerGet(
      list([
        notification(),
        notification({
          id: 'n2',
          title: 'New message',
          message: 'Your attorney replied.',
          isRead: true,
          createdAt: new Date(2026, 0, 3, 9, 0).toISOString(),
        }),
      ]),
    );
    renderScreen(<NotificationBell />, '/client/dashboard');

    await waitFor(() => expect(within(badge()).getByText('1')).toBeInTheDocument());
    expect(get).toHaveBeenCalledWith('/api/notifications');
    const area = await openBell(user);

    expect(area).toHaveStyle({ height: '400px', overflowY: 'auto' });
    expect(items()).toHaveLength(2);
    expect(within(items()[0]).getByText('Request updated')).toBeInTheDocument();
    expect(within(items()[0]).getByText('Your request is now In Progress.')).toBeInTheDocument();
    expect(within(items()[0]).getByText('Nov 22, 3:05 PM')).toBeInTheDocument();
    expect(within(items()[1]).getByText('Jan 3, 9:00 AM')).toBeInTheDocument();
    expect(items().map((item) => item.dataset.read)).toEqual(['false', 'true']);
  });

  it.each([
    [5, '5'],
    [99, '99'],
    [100, '99+'],
    [2500, '99+'],
  ])('shows an unread count of %i as "%s"', async (unreadCount, text) => {
    answerGet(list([notification()], unreadCount));
    renderScreen(<NotificationBell />, '/client/dashboard');

    await waitFor(() => expect(badge()).toHaveTextContent(text));
  });

  it('shows no badge and "No notifications" when there are none', async () => {
    const user = setupUser();
    answerGet(list([]));
    renderScreen(<NotificationBell />, '/client/dashboard');
    await settle();

    expect(badge().querySelector('.ant-badge-count')).toBeNull();
    const area = await openBell(user);
    expect(within(area).getByText('No notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  });

  it('treats 401 as an empty list, without an error', async () => {
    const user = setupUser();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    answerGet(httpError(401, { error: 'Authentication required', code: 'UNAUTHENTICATED' }));
    renderScreen(<NotificationBell />, '/client/dashboard');
    await settle();

    const area = await openBell(user);
    expect(within(area).getByText('No notifications')).toBeInTheDocument();
    expect(within(area).queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).not.toHaveBeenCalledWith('Failed to fetch notifications:', expect.anything(), expect.anything());
  });

  it.each([
    ['HTTP error! status: 500', httpError(500, {})],
    ['HTTP error! status: 403', httpError(403, {})],
    ['Unable to connect to the server. Please try again.', networkError()],
  ])('logs a failed load and says "%s" in the list area', async (text, error) => {
    const user = setupUser();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    answerGet(error);
    renderScreen(<NotificationBell />, '/client/dashboard');
    await settle();

    const area = await openBell(user);
    expect(within(area).getByText(text)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to fetch notifications:', text, error);
  });

  it('marks a clicked notification read at once and opens its request on the dashboard', async () => {
    const user = setupUser();
    const patch = jest.spyOn(clientApi, 'patch').mockResolvedValue({ status: 204 });
    answerGet(
      list([notification({ id: 'n1', requestId: 'req-42' }), notification({ id: 'n2' })]),
      list([notification({ id: 'n1', requestId: 'req-42', isRead: true }), notification({ id: 'n2' })]),
    );
    renderScreen(<NotificationBell />, '/client/dashboard');
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    await openBell(user);

    await user.click(items()[0]);

    expect(patch).toHaveBeenCalledWith('/api/notifications/n1/read');
    expect(badge()).toHaveTextContent('1');
    expect(location()).toHaveTextContent(/^\/client\/dashboard\?request=req-42&highlight=true$/);
    await waitFor(() => expect(clientApi.get).toHaveBeenCalledTimes(2));
  });

  it('marks a notification without a request read and stays put; a read one is not sent again', async () => {
    const user = setupUser();
    const patch = jest.spyOn(clientApi, 'patch').mockResolvedValue({ status: 204 });
    answerGet(
      list([notification({ id: 'n1' }), notification({ id: 'n2', isRead: true })]),
      list([notification({ id: 'n1', isRead: true })]),
    );
    renderScreen(<NotificationBell />, '/client/dashboard');
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    await openBell(user);

    await user.click(items()[1]);
    expect(patch).not.toHaveBeenCalled();
    await user.click(items()[0]);

    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch).toHaveBeenCalledWith('/api/notifications/n1/read');
    expect(items()[0].dataset.read).toBe('true');
    expect(badge().querySelector('.ant-badge-count')).toBeNull();
    expect(location()).toHaveTextContent(/^\/client\/dashboard$/);
  });

  it('"Mark all read" marks every one read at once, then takes the server list', async () => {
    const user = setupUser();
    const patch = jest.spyOn(clientApi, 'patch').mockResolvedValue({ status: 204 });
    const get = answerGet(
      list([notification({ id: 'n1' }), notification({ id: 'n2' })]),
      list([notification({ id: 'n1', isRead: true }), notification({ id: 'n2', isRead: true })]),
    );
    renderScreen(<NotificationBell />, '/client/dashboard');
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    await openBell(user);

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));

    expect(patch).toHaveBeenCalledWith('/api/notifications/read-all');
    expect(items().map((item) => item.dataset.read)).toEqual(['true', 'true']);
    expect(badge().querySelector('.ant-badge-count')).toBeNull();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  it('"Clear all" empties the list at once', async () => {
    const user = setupUser();
    const remove = jest.spyOn(clientApi, 'delete').mockResolvedValue({ status: 204 });
    const get = answerGet(list([notification({ id: 'n1' }), notification({ id: 'n2', isRead: true })]), list([]));
    renderScreen(<NotificationBell />, '/client/dashboard');
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    const area = await openBell(user);

    await user.click(screen.getByRole('button', { name: 'Clear all' }));

    expect(remove).toHaveBeenCalledWith('/api/notifications/clear');
    expect(within(area).getByText('No notifications')).toBeInTheDocument();
    expect(badge().querySelector('.ant-badge-count')).toBeNull();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  it('puts the server state back when a change fails', async () => {
    const user = setupUser();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(clientApi, 'delete').mockRejectedValue(httpError(500, {}));
    const unchanged = list([notification({ id: 'n1' })]);
    answerGet(unchanged, unchanged);
    renderScreen(<NotificationBell />, '/client/dashboard');
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    await openBell(user);

    await user.click(screen.getByRole('button', { name: 'Clear all' }));

    await waitFor(() => expect(items()).toHaveLength(1));
    expect(badge()).toHaveTextContent('1');
    expect(logged).toHaveBeenCalledWith('Failed to clear the notifications:', expect.anything());
  });

  it('ignores the answer of a load that was under way when a change was made', async () => {
    jest.useFakeTimers();
    const user = setupUser();
    let finishChange: (value: unknown) => void = () => {};
    jest.spyOn(clientApi, 'patch').mockReturnValue(new Promise((resolve) => (finishChange = resolve)));
    let answerSlowLoad: (value: unknown) => void = () => {};
    const get = jest
      .spyOn(clientApi, 'get')
      .mockResolvedValueOnce({ data: list([notification({ id: 'n1' })]) })
      .mockReturnValueOnce(new Promise((resolve) => (answerSlowLoad = resolve)))
      .mockResolvedValueOnce({ data: list([notification({ id: 'n1', isRead: true })]) });
    renderScreen(<NotificationBell />, '/client/dashboard');
    await settle();
    act(() => jest.advanceTimersByTime(30_000));
    expect(get).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
    await openBell(user);

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await act(async () => answerSlowLoad({ data: list([notification({ id: 'n1' })]) }));
    expect(items()[0].dataset.read).toBe('true');

    await act(async () => finishChange({ status: 204 }));
    expect(get).toHaveBeenCalledTimes(3);
    expect(items()[0].dataset.read).toBe('true');
    expect(badge().querySelector('.ant-badge-count')).toBeNull();
  });

  it('lets only the newest load count', async () => {
    jest.useFakeTimers();
    const user = setupUser();
    jest.spyOn(clientApi, 'patch').mockResolvedValue({ status: 204 });
    let answerSlowLoad: (value: unknown) => void = () => {};
    jest
      .spyOn(clientApi, 'get')
      .mockResolvedValueOnce({ data: list([notification({ id: 'n1' })]) })
      .mockReturnValueOnce(new Promise((resolve) => (answerSlowLoad = resolve)))
      .mockResolvedValueOnce({ data: list([notification({ id: 'n1', isRead: true })]) });
    renderScreen(<NotificationBell />, '/client/dashboard');
    await settle();
    act(() => jest.advanceTimersByTime(30_000));
    jest.useRealTimers();
    await openBell(user);

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(clientApi.get).toHaveBeenCalledTimes(3));
    await act(async () => answerSlowLoad({ data: list([notification({ id: 'n1' })]) }));

    expect(items()[0].dataset.read).toBe('true');
    expect(badge().querySelector('.ant-badge-count')).toBeNull();
  });

  it('refreshes every 30 s while the tab is visible, pauses while hidden and refreshes on return', async () => {
    jest.useFakeTimers();
    const get = jest.spyOn(clientApi, 'get').mockResolvedValue({ data: list([]) });
    renderScreen(<NotificationBell />, '/client/dashboard');
    await settle();
    expect(get).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(29_999));
    expect(get).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(get).toHaveBeenCalledTimes(2);
    await settle();

    setTabHidden(true);
    act(() => jest.advanceTimersByTime(120_000));
    expect(get).toHaveBeenCalledTimes(2);

    setTabHidden(false);
    await settle();
    expect(get).toHaveBeenCalledTimes(3);
    act(() => jest.advanceTimersByTime(30_000));
    expect(get).toHaveBeenCalledTimes(4);
    await settle();
  });

  it('stops refreshing once unmounted', async () => {
    jest.useFakeTimers();
    const get = jest.spyOn(clientApi, 'get').mockResolvedValue({ data: list([]) });
    const { unmount } = renderScreen(<NotificationBell />, '/client/dashboard');
    await settle();
    unmount();

    act(() => jest.advanceTimersByTime(90_000));
    expect(get).toHaveBeenCalledTimes(1);
  });
});
