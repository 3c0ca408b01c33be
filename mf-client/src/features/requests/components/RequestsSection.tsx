import { Button, Empty, Flex, Pagination, Result, Spin, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { RequestScope } from '../api/requests-api';
import { useRequestsPage } from '../hooks/use-requests-page';
import { RequestCard } from './RequestCard';

export interface RequestsSectionProps {
  scope: RequestScope;
}

/** A client's own requests, or every request for an admin, one page at a time. */
export function RequestsSection({ scope }: RequestsSectionProps) {
  const navigate = useNavigate();
  const { state, page, setPage, reload } = useRequestsPage(scope);

  if (state.status === 'loading') {
    return (
      <Flex justify="center" style={{ padding: 48 }} data-testid="requests-loading">
        <Spin size="large" />
      </Flex>
    );
  }
  if (state.status === 'failed') {
    return <Result status="error" title={state.message} extra={<Button onClick={reload}>Try again</Button>} />;
  }

  const { requests, total, pageSize } = state.data;
  if (total === 0) {
    return scope === 'mine' ? (
      <Empty
        data-testid="requests-empty"
        description={
          <Flex vertical gap={4}>
            <Typography.Text strong>No requests yet</Typography.Text>
            <Typography.Text type="secondary">Post your first legal request and our team will get back to you.</Typography.Text>
          </Flex>
        }
      >
        <Button type="primary" onClick={() => navigate('/client/request')}>
          Post New Request
        </Button>
      </Empty>
    ) : (
      <Empty data-testid="requests-empty" description="No legal requests found" />
    );
  }

  return (
    <Flex vertical gap={16}>
      {requests.map((request) => (
        <RequestCard key={request.id} request={request} showClient={scope === 'all'} />
      ))}
      {total > pageSize && (
        <Pagination align="center" current={page} pageSize={pageSize} total={total} showSizeChanger={false} onChange={setPage} />
      )}
    </Flex>
  );
}
