import { Empty, Flex, Input, Segmented, Spin } from 'antd';
import type { MessageThread } from '@lexa/common';
import { ThreadRow } from '@lexa/common/ui';
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
            <ThreadRow
              key={thread.threadId}
              thread={thread}
              title={thread.subject || 'Conversation'}
              selected={thread.threadId === selected}
              onOpen={onSelect}
              testIdPrefix="thread"
            />
          ))}
        </Flex>
      )}
    </Flex>
  );
}
