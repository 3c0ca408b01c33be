import { Flex, Spin, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { LegalRequest } from '../../../contracts/requests';
import { useStaffRequests } from '../hooks/use-staff-requests';
import { StaffRequestRow } from './StaffRequestRow';
import { StatusFilterBar } from './StatusFilterBar';

// Not on the list's first screen: the dialog downloads when a request is first opened, the page links when there is a
// second page, the empty state when nothing matches.
const StaffRequestDialog = lazy(() =>
  import('./StaffRequestDialog').then((module) => ({ default: module.StaffRequestDialog })),
);
const StaffRequestPages = lazy(() => import('./StaffRequestPages'));
const StaffRequestsEmpty = lazy(() => import('./StaffRequestsEmpty'));

/**
 * Every legal request for staff (the admin console's Legal Requests tab and the client dashboard's All Requests):
 * filters with counts, search, pages, delete, and the request dialog on a row's click.
 */
export function StaffRequestList() {
  const { filter, setFilter, page, setPage, searchText, setSearchText, data, loading, refresh, deleteRequest } =
    useStaffRequests();
  const [openRequest, setOpenRequest] = useState<LegalRequest | null>(null);
  const requests = data?.requests ?? [];
  const { token } = theme.useToken();

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
      {/* A bordered card drawn with the theme's tokens: antd's Card would bring its tab list (Tabs) along. */}
      <div
        style={{
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Spin spinning={loading}>
          <div style={{ minHeight: 120 }}>
            {requests.map((request) => (
              <StaffRequestRow key={request.id} request={request} onOpen={setOpenRequest} onDelete={deleteRequest} />
            ))}
            {!loading && requests.length === 0 && (
              <Suspense fallback={null}>
                <StaffRequestsEmpty filter={filter} />
              </Suspense>
            )}
          </div>
        </Spin>
      </div>
      {data && data.total > data.pageSize && (
        <Suspense fallback={null}>
          <StaffRequestPages current={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
        </Suspense>
      )}
      {openRequest && (
        <Suspense fallback={null}>
          <StaffRequestDialog request={openRequest} onClose={closeDialog} />
        </Suspense>
      )}
    </Flex>
  );
}
