import { Card, Empty, Flex, Pagination, Spin } from 'antd';
import { statusBadgeText, type StatusFilter } from '@lexa/common';
import { useAdminRequests } from '../hooks/use-admin-requests';
import { RequestRow } from './RequestRow';
import { StatusFilterBar } from './StatusFilterBar';

const emptyText = (filter: StatusFilter) =>
  filter === 'all' ? 'No legal requests found' : `No ${statusBadgeText(filter)} requests found`;

export function RequestsTab() {
  const { filter, setFilter, page, setPage, data, loading, refresh, deleteRequest } = useAdminRequests();
  const requests = data?.requests ?? [];

  return (
    <Flex vertical gap="middle" data-testid="admin-requests-tab">
      <StatusFilterBar
        filter={filter}
        counts={data?.counts}
        loading={loading}
        onFilterChange={setFilter}
        onRefresh={refresh}
      />
      <Card styles={{ body: { padding: 0 } }}>
        <Spin spinning={loading}>
          <div style={{ minHeight: 120 }}>
            {requests.map((request) => (
              <RequestRow key={request.id} request={request} onDelete={deleteRequest} />
            ))}
            {!loading && requests.length === 0 && <Empty style={{ padding: 32 }} description={emptyText(filter)} />}
          </div>
        </Spin>
      </Card>
      {data && data.total > data.pageSize && (
        <Pagination
          align="end"
          current={page}
          pageSize={data.pageSize}
          total={data.total}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
    </Flex>
  );
}
