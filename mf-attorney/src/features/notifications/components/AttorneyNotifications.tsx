import { Empty, Flex, Spin, Typography, theme } from 'antd';
import { formatDateTime } from '@lexa/common';
import { ButtonLink } from '../../../shared/components/ButtonLink';
import { useAttorneyNotifications } from '../hooks/use-attorney-notifications';

/** The dashboard's Notifications tab: new assignments and client messages on the attorney's cases. */
export function AttorneyNotifications() {
  const { token } = theme.useToken();
  const notifications = useAttorneyNotifications();
  if (notifications.isError) return <Typography.Text type="danger">Failed to load notifications</Typography.Text>;
  if (!notifications.data) return <Spin />;
  if (notifications.data.notifications.length === 0) return <Empty description="No notifications" />;
  return (
    <Flex vertical gap={8} data-testid="attorney-notifications">
      {notifications.data.notifications.map((notification) => (
        <Flex
          key={notification.id}
          vertical
          gap={4}
          data-testid="attorney-notification"
          style={{
            padding: 12,
            borderRadius: 8,
            border: `1px solid ${token.colorBorderSecondary}`,
            background: notification.isRead ? undefined : token.colorPrimaryBg,
          }}
        >
          <Flex justify="space-between" gap={8} wrap>
            <Typography.Text strong>{notification.title}</Typography.Text>
            <Typography.Text type="secondary">{formatDateTime(notification.createdAt)}</Typography.Text>
          </Flex>
          <Typography.Text>{notification.message}</Typography.Text>
          {notification.requestId && (
            <div>
              <ButtonLink
                to={`/attorney/requests/${encodeURIComponent(notification.requestId)}`}
                style={{ minHeight: 44 }}
              >
                Open case
              </ButtonLink>
            </div>
          )}
        </Flex>
      ))}
    </Flex>
  );
}
