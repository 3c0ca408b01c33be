import BellOutlined from '@ant-design/icons/BellOutlined';
import { Badge, Button, Flex, Popover } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from '@lexa/router';
import type { UserNotification } from '@lexa/common';
import { PlainText } from '@lexa/common/ui';
import { useNotifications } from '../hooks/use-notifications';
import { LIST_HEIGHT, ListSpinner } from './ListSpinner';

// Popover content is rendered at the first open, so the list's code downloads then.
const NotificationList = lazy(() =>
  import('./NotificationList').then((module) => ({ default: module.NotificationList })),
);

/** Where a notification about a request takes the reader (signed-in spec §2.2): that request, highlighted. */
const requestLink = (requestId: string): string =>
  `/client/dashboard?request=${encodeURIComponent(requestId)}&highlight=true`;

/** The bell with its unread badge and, on click, the caller's notifications. Works for any signed-in role. */
export function NotificationBell() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { notifications, unreadCount, loaded, error, markRead, markAllRead, clearAll } = useNotifications();

  const openNotification = (notification: UserNotification) => {
    if (!notification.isRead) markRead(notification.id);
    if (notification.requestId) {
      setOpen(false);
      navigate(requestLink(notification.requestId));
    }
  };

  const header = (
    <Flex justify="space-between" align="center" gap={8}>
      <PlainText strong>Notifications</PlainText>
      <Flex>
        <Button size="small" type="link" disabled={unreadCount === 0} onClick={markAllRead}>
          Mark all read
        </Button>
        <Button size="small" type="link" danger disabled={notifications.length === 0} onClick={clearAll}>
          Clear all
        </Button>
      </Flex>
    </Flex>
  );

  const list = (
    <Suspense fallback={<ListSpinner height={LIST_HEIGHT} />}>
      <NotificationList notifications={notifications} loaded={loaded} error={error} onOpen={openNotification} />
    </Suspense>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      title={header}
      content={list}
      styles={{
        container: { width: 360, maxWidth: 'calc(100vw - 16px)', padding: 0 },
        title: { padding: '8px 12px 0' },
      }}
    >
      <Badge count={unreadCount} overflowCount={99} size="small" data-testid="notification-badge">
        <Button type="text" icon={<BellOutlined />} aria-label="Notifications" />
      </Badge>
    </Popover>
  );
}
