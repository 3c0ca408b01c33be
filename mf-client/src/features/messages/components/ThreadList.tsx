import { Badge, Empty, Flex, Input, Segmented, Spin, Typography, theme } from 'antd';
import { formatDateTime, type MessageThread } from '@lexa/common';
import type { ThreadFilter } from '../api/messages-api';

export interface ThreadListProps {
  threads: MessageThread[] | null;
  selected: string | null;
  onSelect: (threadId: string) => void;
  filter: ThreadFilter;
  onFilter: (filter: ThreadFilter) => void;
  search: string;
  onSearch: (search: string) => void;
}

/** The threads with search and an All/Unread filter. */
export function ThreadList({ threads, selected, onSelect, filter, onFilter, search, onSearch }: ThreadListProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={8} data-testid="thread-list">
      <Input.Search
        aria-label="Search conversations"
        placeholder="Search"
        allowClear
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <Segmented<ThreadFilter>
        block
        value={filter}
        onChange={onFilter}
        options={[
          { value: 'all', label: 'All' },
          { value: 'unread', label: 'Unread' },
        ]}
      />
      {threads === null ? (
        <Spin />
      ) : threads.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No conversations" />
      ) : (
        <Flex vertical role="list">
          {threads.map((thread) => (
            <Flex
              key={thread.threadId}
              role="listitem"
              vertical
              data-testid="thread-item"
              aria-current={thread.threadId === selected ? 'true' : undefined}
              tabIndex={0}
              onClick={() => onSelect(thread.threadId)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onSelect(thread.threadId);
                }
              }}
              style={{
                cursor: 'pointer',
                padding: 8,
                borderBottom: `1px solid ${token.colorBorderSecondary}`,
                background: thread.threadId === selected ? token.colorPrimaryBg : undefined,
              }}
            >
              <Flex justify="space-between" gap={8}>
                <Typography.Text strong ellipsis>
                  {thread.subject || 'Conversation'}
                </Typography.Text>
                <Badge count={thread.unreadCount} overflowCount={99} size="small" />
              </Flex>
              {thread.lastMessage && (
                <Typography.Text type="secondary" ellipsis>
                  {thread.lastMessage.content}
                </Typography.Text>
              )}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDateTime(thread.lastMessageAt)}
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
