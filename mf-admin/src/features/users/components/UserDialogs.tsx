import { Badge, Descriptions, Empty, List, Modal, Space, Spin, Tag, Typography, Button } from 'antd';
import { formatDateTime, type AdminUser } from '@lexa/common';
import { AuditActivity } from '@lexa/common/staff';
import { SectionDivider, TAP_TARGET } from '@lexa/common/ui';
import { useEmailHistory } from '../hooks/use-users';

/** A user's e-mail history: admin e-mail changes and admin-sent magic links, newest first. */
export function EmailHistoryDialog({ user, onClose }: { user: AdminUser | null; onClose(): void }) {
  const history = useEmailHistory(user?.id ?? null);
  const rows = history.isError ? [] : (history.data ?? []);
  return (
    <Modal open={user !== null} onCancel={onClose} footer={null} title={`Email history — ${user?.email ?? ''}`}>
      {history.isLoading ? (
        <Spin />
      ) : rows.length === 0 ? (
        <Empty description="No email changes recorded" />
      ) : (
        <List
          dataSource={rows}
          renderItem={(row) => (
            <List.Item data-testid="email-history-row">
              <Space direction="vertical" size={0}>
                {row.kind === 'magic-link' ? (
                  <Typography.Text strong>Magic link sent to {row.sentTo}</Typography.Text>
                ) : (
                  <Typography.Text strong>
                    {row.oldEmail} → {row.newEmail}
                  </Typography.Text>
                )}
                <Typography.Text type="secondary">
                  {formatDateTime(row.changedAt)} by {row.adminName} ({row.adminId})
                </Typography.Text>
                <Typography.Text type="secondary">
                  IP {row.ipAddress || 'unknown'} · {row.userAgent || 'unknown agent'}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}

export interface UserActionsProps {
  onEditEmail(): void;
  onHistory(): void;
  onResetPassword(): void;
  onDelete(): void;
}

/** The user detail dialog: badges, the account's facts, the quick actions and the user's Activity (audit trail). */
export function UserDetailDialog({
  user,
  onClose,
  actions,
}: {
  user: AdminUser | null;
  onClose(): void;
  actions: UserActionsProps;
}) {
  return (
    <Modal open={user !== null} onCancel={onClose} footer={null} title="User details">
      {user && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Typography.Text strong>{[user.firstName, user.lastName].filter(Boolean).join(' ')}</Typography.Text>
            {user.isAdmin && <Tag color="red">Admin</Tag>}
            {user.isAttorney && <Tag color="blue">Attorney</Tag>}
            {!user.isActive && <Tag>Inactive</Tag>}
          </Space>
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Email">{user.email}</Descriptions.Item>
            <Descriptions.Item label="Username">{user.username}</Descriptions.Item>
            <Descriptions.Item label="Created">{formatDateTime(user.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="Last updated">{formatDateTime(user.updatedAt)}</Descriptions.Item>
            <Descriptions.Item label="Requests">
              <Badge count={user.requestCount} showZero color="blue" />
            </Descriptions.Item>
          </Descriptions>
          <Space wrap>
            <Button style={TAP_TARGET} onClick={actions.onEditEmail}>
              Edit Email
            </Button>
            <Button style={TAP_TARGET} onClick={actions.onHistory}>
              Email History
            </Button>
            <Button style={TAP_TARGET} onClick={actions.onResetPassword}>
              Reset Password
            </Button>
            {!user.isAdmin && (
              <Button danger style={TAP_TARGET} onClick={actions.onDelete}>
                Delete User
              </Button>
            )}
          </Space>
          <SectionDivider>Activity</SectionDivider>
          <AuditActivity subject={{ userId: user.id }} />
        </Space>
      )}
    </Modal>
  );
}
