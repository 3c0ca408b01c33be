import { useCallback, useEffect, useRef, useState } from 'react';
import { httpStatusOf, type NotificationList, type UserNotification } from '@lexa/common';
import { clearNotifications, fetchNotifications, markAllNotificationsRead, markNotificationRead } from '../api/notifications-api';

/** Spec §9 (both documents): the list is refreshed this often while the tab is visible. */
const NOTIFICATIONS_REFRESH_MS = 30_000;

interface NotificationsState extends NotificationList {
  /** False until the first answer (or failure) arrives. */
  loaded: boolean;
  error: string | null;
}

const NO_NOTIFICATIONS: NotificationList = { notifications: [], unreadCount: 0 };

/** What the list area says when loading fails with anything but 401 (spec §8). */
function loadFailureMessage(error: unknown): string {
  const status = httpStatusOf(error);
  return status === undefined ? 'Unable to connect to the server. Please try again.' : `HTTP error! status: ${status}`;
}

const readOne = (list: UserNotification[], id: string) =>
  list.map((notification) => (notification.id === id ? { ...notification, isRead: true } : notification));

/**
 * The signed-in caller's notifications, refreshed every 30 s while the tab is visible (immediately on coming
 * back). Mark-read, mark-all and clear change the list at once, then reload it from the server once no change
 * is in flight. A load's answer counts only if no change is in flight and no newer load has started (the
 * reload after a change is one), so a late answer can neither undo an optimistic change nor replace a newer list.
 */
export function useNotifications() {
  const [state, setState] = useState<NotificationsState>({ ...NO_NOTIFICATIONS, loaded: false, error: null });
  const alive = useRef(true);
  const generation = useRef(0);
  const changesInFlight = useRef(0);

  const refresh = useCallback(async () => {
    generation.current += 1;
    const ticket = generation.current;
    const current = () => alive.current && ticket === generation.current && changesInFlight.current === 0;
    try {
      const list = await fetchNotifications();
      if (current()) setState({ notifications: list.notifications, unreadCount: list.unreadCount, loaded: true, error: null });
    } catch (error) {
      if (!current()) return;
      // Without a valid token the list is simply empty (spec §6).
      if (httpStatusOf(error) === 401) {
        setState({ ...NO_NOTIFICATIONS, loaded: true, error: null });
        return;
      }
      const message = loadFailureMessage(error);
      console.error('Failed to fetch notifications:', message, error);
      setState((previous) => ({ ...previous, loaded: true, error: message }));
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    let timer: ReturnType<typeof setInterval> | undefined;
    const resume = () => {
      void refresh();
      timer = setInterval(() => void refresh(), NOTIFICATIONS_REFRESH_MS);
    };
    const pause = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibilityChange = () => {
      if (document.hidden) pause();
      else if (timer === undefined) resume();
    };
    if (!document.hidden) resume();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      alive.current = false;
      pause();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [refresh]);

  const change = useCallback(
    async (optimistic: (previous: NotificationsState) => NotificationsState, send: () => Promise<void>, what: string) => {
      changesInFlight.current += 1;
      setState(optimistic);
      try {
        await send();
      } catch (error) {
        console.error(`Failed to ${what}:`, error);
      } finally {
        changesInFlight.current -= 1;
      }
      if (changesInFlight.current === 0) await refresh();
    },
    [refresh],
  );

  const markRead = useCallback(
    (id: string) =>
      change(
        (previous) => {
          const wasUnread = previous.notifications.some((notification) => notification.id === id && !notification.isRead);
          return {
            ...previous,
            notifications: readOne(previous.notifications, id),
            unreadCount: wasUnread ? Math.max(0, previous.unreadCount - 1) : previous.unreadCount,
          };
        },
        () => markNotificationRead(id),
        'mark the notification as read',
      ),
    [change],
  );

  const markAllRead = useCallback(
    () =>
      change(
        (previous) => ({
          ...previous,
          notifications: previous.notifications.map((notification) => ({ ...notification, isRead: true })),
          unreadCount: 0,
        }),
        markAllNotificationsRead,
        'mark all notifications as read',
      ),
    [change],
  );

  const clearAll = useCallback(
    () => change((previous) => ({ ...previous, ...NO_NOTIFICATIONS }), clearNotifications, 'clear the notifications'),
    [change],
  );

  return { ...state, markRead, markAllRead, clearAll, refresh };
}
