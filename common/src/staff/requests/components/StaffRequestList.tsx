import { Card, Empty, Flex, Pagination, Spin } from 'antd';
import { useState } from 'react';
import type { LegalRequest } from '../../../contracts/requests';
import { statusBadgeText, type StatusFilter } from '@lexa/common';
import { useStaffRequests } from '../hooks/use-staff-requests';
import { StaffRequestDialog } from './StaffRequestDialog';
import { StaffRequestRow } from './StaffRequestRow';
import { StatusFilterBar } from './StatusFilterBar';

const emptyText = (filter: StatusFilter) =>
  filter === 'all' ? 'No legal requests found' : `No ${statusBadgeText(filter)} requests found`;

/**
 * Every legal request for staff (the admin console's Legal Requests tab and the client dashboard's All Requests):
 * filters with counts, search, pages, delete, and the request dialog on a row's click.
 */
export function StaffRequestList() {
  const { filter, setFilter, page, setPage, searchText, setSearchText, data, loading, refresh, deleteRequest } =
    useStaffRequests();
  const [openRequest, setOpenRequest] = useState<LegalRequest | null>(null);
  const requests = data?.requests ?? [];

  const closeDialog = () => {
    setOpenRequest(null);
    refresh();
  };

  return (
    <Flex vertical gap="middle" data-testid="admin-requests-tab">
      <StatusFilterBar
        filter={filter}
        counts={data?.counts}
        loading={loading}
        onFilterChange={setFilter}
        onRefresh={refresh}
        searchText={searchText}
        onSearchTextChange={setSearchText}
      />
      <Card styles={{ body: { padding: 0 } }}>
        <Spin spinning={loading}>
          <div style={{ minHeight: 120 }}>
            {requests.map((request) => (
              <StaffRequestRow key={request.id} request={request} onOpen={setOpenRequest} onDelete={deleteRequest} />
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
      {openRequest && <StaffRequestDialog request={openRequest} onClose={closeDialog} />}
    </Flex>
  );
}
