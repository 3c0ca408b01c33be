import { Badge, Flex, Typography, theme } from 'antd';
import { formatDateTime, type UserNotification } from '@lexa/common';

export interface NotificationItemProps {
  notification: UserNotification;
  onOpen: (notification: UserNotification) => void;
}

/** One entry of the bell's list: unread ones are tinted and dotted. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { token } = theme.useToken();
  const { title, message, createdAt, isRead } = notification;
  return (
    <button
      type="button"
      data-testid="notification-item"
      data-read={isRead}
      onClick={() => onOpen(notification)}
      style={{
        display: 'block',
        width: '100%',
        padding: '10px 12px',
        textAlign: 'start',
        font: 'inherit',
        cursor: 'pointer',
        border: 'none',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: isRead ? 'transparent' : token.colorPrimaryBg,
      }}
    >
      <Flex gap={8} align="start">
        <Badge status={isRead ? 'default' : 'processing'} style={{ visibility: isRead ? 'hidden' : 'visible' }} />
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text strong={!isRead}>{title}</Typography.Text>
          <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {formatDateTime(createdAt)}
          </Typography.Text>
        </Flex>
      </Flex>
    </button>
  );
}
