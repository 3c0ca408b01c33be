import { Alert, Empty } from 'antd';
import type { UserNotification } from '@lexa/common';
import { LIST_HEIGHT, ListSpinner } from './ListSpinner';
import { NotificationItem } from './NotificationItem';

export interface NotificationListProps {
  notifications: readonly UserNotification[];
  loaded: boolean;
  error: string | null;
  onOpen: (notification: UserNotification) => void;
}

/** The bell's scrolling list: downloaded when the bell is first opened. */
export function NotificationList({ notifications, loaded, error, onOpen }: NotificationListProps) {
  return (
    <div data-testid="notification-list" style={{ height: LIST_HEIGHT, overflowY: 'auto' }}>
      {error && <Alert type="error" showIcon title={error} style={{ margin: 8 }} />}
      {!loaded ? (
        <ListSpinner height="100%" />
      ) : notifications.length === 0 ? (
        !error && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications" style={{ paddingTop: 96 }} />
        )
      ) : (
        notifications.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} />
        ))
      )}
    </div>
  );
}
