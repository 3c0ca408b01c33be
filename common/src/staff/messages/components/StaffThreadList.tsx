import { Alert, Empty, Flex, Input, Pagination, Segmented, Spin, Tag, Typography } from 'antd';
import type { MessageThread, ThreadPage } from '../../../contracts/messages';
import { ThreadRow } from '../../../ui/ThreadRow';
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
              <ThreadRow
                key={thread.threadId}
                thread={thread}
                title={clientName(thread)}
                tag={<Tag style={{ marginInlineEnd: 0 }}>{thread.type === 'direct' ? 'Direct' : 'Request'}</Tag>}
                onOpen={onOpen}
                testIdPrefix="staff-thread"
              >
                <Typography.Text ellipsis>{thread.subject || 'Conversation'}</Typography.Text>
              </ThreadRow>
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
