import { clientApi, type NotificationList } from '@lexa/common';

const notificationsArea = ['client', 'notifications'] as const;

/** Query and mutation keys of the caller's notifications. */
export const notificationKeys = {
  all: notificationsArea,
  list: [...notificationsArea, 'list'] as const,
};

export async function fetchNotifications(): Promise<NotificationList> {
  const { data } = await clientApi.get<NotificationList>('/api/notifications');
  return data;
}

export async function markNotificationRead(id: string): Promise<void> {
  await clientApi.patch(`/api/notifications/${encodeURIComponent(id)}/read`);
}

export async function markAllNotificationsRead(): Promise<void> {
  await clientApi.patch('/api/notifications/read-all');
}

export async function clearNotifications(): Promise<void> {
  await clientApi.delete('/api/notifications/clear');
}
