import { Alert, Badge, Empty, Flex, Input, Pagination, Segmented, Spin, Tag, Typography, theme } from 'antd';
import type { MessageThread, ThreadPage } from '../../../contracts/messages';
import { formatDateTime } from '@lexa/common';
import type { ThreadFilter } from '../api/staff-messages-api';
import { FETCH_FAILED } from '../utils/message-errors';

export interface StaffThreadListProps {
  data: ThreadPage | null;
  loading: boolean;
  failed: boolean;
  filter: ThreadFilter;
  onFilter: (filter: ThreadFilter) => void;
  search: string;
  onSearch: (search: string) => void;
  onPage: (page: number) => void;
  onOpen: (threadId: string) => void;
}

const clientName = ({ client }: MessageThread) =>
  client ? `${client.firstName} ${client.lastName}`.trim() || client.email : 'Client';

/** Every client's threads: search, All/Unread, unread badges, pages. A row opens its thread. */
export function StaffThreadList({
  data,
  loading,
  failed,
  filter,
  onFilter,
  search,
  onSearch,
  onPage,
  onOpen,
}: StaffThreadListProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={8} data-testid="staff-thread-list">
      <Input.Search
        aria-label="Search threads"
        placeholder="Search subject or message"
        allowClear
        size="large"
        style={{ fontSize: 16 }}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <Segmented<ThreadFilter>
        block
        size="large"
        value={filter}
        onChange={onFilter}
        options={[
          { value: 'all', label: 'All' },
          { value: 'unread', label: 'Unread' },
        ]}
      />
      {failed ? (
        <Alert type="error" showIcon title={FETCH_FAILED} />
      ) : data === null ? (
        <Spin />
      ) : data.threads.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={filter === 'unread' ? 'No unread threads' : 'No threads'}
        />
      ) : (
        <Spin spinning={loading} delay={300}>
          <Flex vertical role="list">
            {data.threads.map((thread) => (
              <Flex
                key={thread.threadId}
                role="listitem"
                vertical
                gap={2}
                tabIndex={0}
                data-testid="staff-thread-item"
                onClick={() => onOpen(thread.threadId)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    onOpen(thread.threadId);
                  }
                }}
                style={{
                  cursor: 'pointer',
                  minHeight: 44,
                  padding: '8px 4px',
                  borderBottom: `1px solid ${token.colorBorderSecondary}`,
                }}
              >
                <Flex justify="space-between" align="center" gap={8}>
                  <Typography.Text strong ellipsis>
                    {clientName(thread)}
                  </Typography.Text>
                  <Flex gap={8} align="center" style={{ flexShrink: 0 }}>
                    <Tag style={{ marginInlineEnd: 0 }}>{thread.type === 'direct' ? 'Direct' : 'Request'}</Tag>
                    <Badge count={thread.unreadCount} overflowCount={99} aria-label={`${thread.unreadCount} unread`} />
                  </Flex>
                </Flex>
                <Typography.Text ellipsis>{thread.subject || 'Conversation'}</Typography.Text>
                {thread.lastMessage && (
                  <Typography.Text type="secondary" ellipsis data-testid="staff-thread-preview">
                    {thread.lastMessage.content}
                  </Typography.Text>
                )}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDateTime(thread.lastMessageAt)}
                </Typography.Text>
              </Flex>
            ))}
          </Flex>
        </Spin>
      )}
      {data && data.total > data.pageSize && (
        <Pagination
          align="center"
          simple
          current={data.page}
          pageSize={data.pageSize}
          total={data.total}
          showSizeChanger={false}
          onChange={onPage}
        />
      )}
    </Flex>
  );
}
