import { attorneyApi, type NotificationList } from '@lexa/common';

export const attorneyNotificationKeys = {
  mine: ['attorney', 'notifications'] as const,
};

/** The signed-in attorney's own notifications, newest first (the attorney token says whose). */
export async function fetchAttorneyNotifications(signal: AbortSignal): Promise<NotificationList> {
  const { data } = await attorneyApi.get<NotificationList>('/api/notifications', { signal });
  return data;
}
