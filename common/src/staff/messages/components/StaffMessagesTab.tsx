import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { ThreadFilter } from '../api/staff-messages-api';
import { useMessageSummary } from '../hooks/use-message-overview';
import { useStaffThreads } from '../hooks/use-staff-threads';
import { MessageSummaryCards } from './MessageSummaryCards';
import { NewMessageDialog } from './NewMessageDialog';
import { StaffThreadList } from './StaffThreadList';
import { StaffThreadView } from './StaffThreadView';

// The chart and its statistics load only when the list is shown, so opening a thread never pays for them.
const MessageActivityChart = lazy(() => import('./MessageActivityChart'));

/**
 * The staff Messages tab (admin console and the client dashboard's admin Messages): the four cards, messages per day,
 * the thread list with New Message, and an open thread in its place (a stack, so it reads the same on a phone).
 * Needs a `StaffApiProvider`.
 */
export function StaffMessagesTab() {
  const { summary } = useMessageSummary();
  const [filter, setFilter] = useState<ThreadFilter>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [openThread, setOpenThread] = useState<string | null>(null);
  const [composing, setComposing] = useState(false);
  const threads = useStaffThreads({ filter, search, page });

  return (
    <Flex vertical gap={16} data-testid="staff-messages-tab">
      <MessageSummaryCards summary={summary} />
      {openThread ? (
        <StaffThreadView threadId={openThread} onBack={() => setOpenThread(null)} />
      ) : (
        <>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} title={false} />}>
            <MessageActivityChart />
          </Suspense>
          <Card
            size="small"
            title={<Typography.Text strong>Threads</Typography.Text>}
            extra={
              <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => setComposing(true)}>
                New
              </Button>
            }
          >
            <StaffThreadList
              data={threads.data}
              loading={threads.loading}
              failed={threads.failed}
              filter={filter}
              onFilter={(next) => {
                setFilter(next);
                setPage(1);
              }}
              search={search}
              onSearch={(next) => {
                setSearch(next);
                setPage(1);
              }}
              onPage={setPage}
              onOpen={setOpenThread}
            />
          </Card>
        </>
      )}
      <NewMessageDialog open={composing} onClose={() => setComposing(false)} onCreated={setOpenThread} />
    </Flex>
  );
}
