import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { httpStatusOf, type NotificationList, type UserNotification } from '@lexa/common';
import {
  clearNotifications,
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationKeys,
} from '../api/notifications-api';

/** Spec §9 (both documents): the list is refreshed this often while the tab is visible. */
const NOTIFICATIONS_REFRESH_MS = 30_000;

const NO_NOTIFICATIONS: NotificationList = { notifications: [], unreadCount: 0, nextCursor: null };

/** What the list area says when loading fails with anything but 401 (spec §8). */
function loadFailureMessage(error: unknown): string {
  const status = httpStatusOf(error);
  return status === undefined ? 'Unable to connect to the server. Please try again.' : `HTTP error! status: ${status}`;
}

/** A change's mutation context: `settled` once its answer is in, though the mutation stays pending until its callbacks end. */
interface ChangeContext {
  settled: boolean;
}

/** Whether a change is under way whose answer is not in yet (a load answering meanwhile must not undo it). */
function changeInFlight(queryClient: QueryClient): boolean {
  return (
    queryClient.isMutating({
      mutationKey: notificationKeys.all,
      predicate: (mutation) => !(mutation.state.context as ChangeContext | undefined)?.settled,
    }) > 0
  );
}

const readOne = (list: UserNotification[], id: string) =>
  list.map((notification) => (notification.id === id ? { ...notification, isRead: true } : notification));

/**
 * One change to the list: shown at once (a load under way is cancelled, so its late answer cannot undo it), sent, and
 * followed by a reload from the server once no change is in flight.
 */
function useNotificationChange<Variables>(
  send: (variables: Variables) => Promise<void>,
  optimistic: (previous: NotificationList, variables: Variables) => NotificationList,
  what: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: notificationKeys.all,
    mutationFn: send,
    onMutate: async (variables): Promise<ChangeContext> => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list });
      queryClient.setQueryData<NotificationList>(notificationKeys.list, (previous) =>
        optimistic(previous ?? NO_NOTIFICATIONS, variables),
      );
      return { settled: false };
    },
    onError: (error) => console.error(`Failed to ${what}:`, error),
    onSettled: async (_data, _error, _variables, context) => {
      if (context) context.settled = true;
      if (!changeInFlight(queryClient)) await queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}

/**
 * The signed-in caller's notifications, refreshed every 30 s while the tab is visible (immediately on coming
 * back). Mark-read, mark-all and clear change the list at once, then reload it from the server once no change
 * is in flight; an answer that arrives while a change is in flight does not count, so it cannot undo the change.
 */
export function useNotifications() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: notificationKeys.list,
    queryFn: async (): Promise<NotificationList> => {
      let list: NotificationList;
      try {
        list = await fetchNotifications();
      } catch (error) {
        // Without a valid token the list is simply empty (spec §6).
        if (httpStatusOf(error) === 401) return NO_NOTIFICATIONS;
        console.error('Failed to fetch notifications:', loadFailureMessage(error), error);
        throw error;
      }
      return changeInFlight(queryClient)
        ? (queryClient.getQueryData<NotificationList>(notificationKeys.list) ?? list)
        : list;
    },
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

  const markRead = useNotificationChange(
    markNotificationRead,
    (previous, id: string) => {
      const wasUnread = previous.notifications.some((notification) => notification.id === id && !notification.isRead);
      return {
        ...previous,
        notifications: readOne(previous.notifications, id),
        unreadCount: wasUnread ? Math.max(0, previous.unreadCount - 1) : previous.unreadCount,
      };
    },
    'mark the notification as read',
  );
  const markAllRead = useNotificationChange(
    () => markAllNotificationsRead(),
    (previous) => ({
      ...previous,
      notifications: previous.notifications.map((notification) => ({ ...notification, isRead: true })),
      unreadCount: 0,
    }),
    'mark all notifications as read',
  );
  const clearAll = useNotificationChange(
    () => clearNotifications(),
    () => NO_NOTIFICATIONS,
    'clear the notifications',
  );

  const { notifications, unreadCount } = query.data ?? NO_NOTIFICATIONS;
  return {
    notifications,
    unreadCount,
    /** False until the first answer (or failure) arrives. */
    loaded: !query.isPending,
    error: query.isError ? loadFailureMessage(query.error) : null,
    markRead: markRead.mutate,
    markAllRead: () => markAllRead.mutate(undefined),
    clearAll: () => clearAll.mutate(undefined),
  };
}
