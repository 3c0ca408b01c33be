import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import { Button, Card, Col, Flex, Row, Select, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime, type AdminUser, type UserSort } from '@lexa/common';
import { PHONE_INPUT_FONT, TAP_TARGET, useToasts } from '@lexa/common/ui';
import { USERS_PAGE_SIZE } from '../api/users-api';
import { useUserActions, useUsers } from '../hooks/use-users';
import { AttorneysPanel } from './AttorneysPanel';
import { EmailCell } from './EmailCell';
import { EmailHistoryDialog, UserDetailDialog } from './UserDialogs';

const SORT_OPTIONS: { value: UserSort; label: string }[] = [
  { value: 'signup', label: 'Signup date' },
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
  { value: 'requests', label: 'Requests' },
  { value: 'lastLogin', label: 'Last login' },
];

const fullName = (user: AdminUser) => [user.firstName, user.lastName].filter(Boolean).join(' ');

/** The admin Users tab: cards, sort, the table with inline e-mail edit, and each user's actions. */
export function UsersTab() {
  const { modal } = useToasts();
  const { sort, setSort, page, setPage, data, loading } = useUsers();
  const { magicLink, resetPassword, remove } = useUserActions();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [viewing, setViewing] = useState<AdminUser | null>(null);
  const [historyOf, setHistoryOf] = useState<AdminUser | null>(null);

  const confirmMagicLink = (user: AdminUser) =>
    modal.confirm({
      title: 'Send magic link?',
      content: `A link that signs in as ${user.email} will be sent to the admin email. It lets you log in as this user and expires in 30 minutes.`,
      okText: 'Send magic link',
      onOk: () => magicLink.mutateAsync(user.id).catch(() => undefined),
    });
  const confirmDelete = (user: AdminUser) =>
    modal.confirm({
      title: 'Delete this user?',
      content: `This permanently deletes ${user.email} and everything only this account owns: its legal requests with their conversations and files, chat sessions, notifications, document reviews and drafts, and every stored file. The user is signed out at once. This action cannot be undone.`,
      okText: 'Delete user',
      okButtonProps: { danger: true },
      onOk: async () => {
        await remove.mutateAsync(user.id).catch(() => undefined);
        setViewing(null);
      },
    });

  const summary = data?.summary;
  const cards = [
    { key: 'total', title: 'Total Users', value: summary?.totalUsers },
    { key: 'active', title: 'Active Users', value: summary?.activeUsers },
    { key: 'with-requests', title: 'With Requests', value: summary?.withRequests },
    { key: 'new-today', title: 'New Today', value: summary?.newToday },
  ];

  return (
    <Flex vertical gap="middle" data-testid="admin-users-tab">
      <Row gutter={[12, 12]}>
        {cards.map((card) => (
          <Col key={card.key} xs={12} md={6}>
            <Card size="small">
              <Statistic title={card.title} value={card.value ?? '–'} data-testid={`users-card-${card.key}`} />
            </Card>
          </Col>
        ))}
      </Row>
      <Flex align="center" gap="small" wrap>
        <Typography.Text>Sort by</Typography.Text>
        <Select
          aria-label="Sort users"
          value={sort}
          onChange={setSort}
          options={SORT_OPTIONS}
          style={{ minWidth: 160, ...PHONE_INPUT_FONT }}
        />
      </Flex>
      <Table<AdminUser>
        rowKey="id"
        loading={loading}
        dataSource={data?.users ?? []}
        scroll={{ x: 900 }}
        locale={{ emptyText: 'No users found' }}
        pagination={{
          current: page,
          pageSize: USERS_PAGE_SIZE,
          total: data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        onRow={() => ({ 'data-testid': 'admin-user-row' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: 'User',
            key: 'user',
            render: (_, user) => (
              <Flex vertical>
                <Typography.Text strong>{fullName(user)}</Typography.Text>
                <Typography.Text type="secondary">@{user.username}</Typography.Text>
              </Flex>
            ),
          },
          {
            title: 'Contact',
            key: 'contact',
            render: (_, user) => (
              <EmailCell
                user={user}
                editing={editingId === user.id}
                onEditing={(on) => setEditingId(on ? user.id : null)}
              />
            ),
          },
          {
            title: 'Activity',
            key: 'activity',
            render: (_, user) => (
              <Flex vertical>
                <span>{user.requestCount} requests</span>
                <Typography.Text type="secondary">Joined {formatDateTime(user.createdAt)}</Typography.Text>
                <Typography.Text type="secondary">
                  Last login {user.lastLogin ? formatDateTime(user.lastLogin) : 'never'}
                </Typography.Text>
              </Flex>
            ),
          },
          // The list never carries sign-in addresses (the contract keeps them server-side).
          { title: 'Location', key: 'location', render: () => <Typography.Text type="secondary">—</Typography.Text> },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, user) => (
              <Flex gap={4} wrap>
                <Button icon={<EyeOutlined />} style={TAP_TARGET} onClick={() => setViewing(user)}>
                  View
                </Button>
                <Button
                  icon={<HistoryOutlined />}
                  aria-label={`Email history of ${user.email}`}
                  style={TAP_TARGET}
                  onClick={() => setHistoryOf(user)}
                />
                <Button
                  icon={<LinkOutlined />}
                  aria-label={`Send magic link to sign in as ${user.email}`}
                  style={TAP_TARGET}
                  onClick={() => confirmMagicLink(user)}
                />
                {!user.isAdmin && (
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Delete ${user.email}`}
                    style={TAP_TARGET}
                    onClick={() => confirmDelete(user)}
                  />
                )}
              </Flex>
            ),
          },
        ]}
      />
      <AttorneysPanel />
      <UserDetailDialog
        user={viewing}
        onClose={() => setViewing(null)}
        actions={{
          onEditEmail: () => {
            setEditingId(viewing?.id ?? null);
            setViewing(null);
          },
          onHistory: () => setHistoryOf(viewing),
          onResetPassword: () => viewing && resetPassword.mutate(viewing.id),
          onDelete: () => viewing && confirmDelete(viewing),
        }}
      />
      <EmailHistoryDialog user={historyOf} onClose={() => setHistoryOf(null)} />
    </Flex>
  );
}
