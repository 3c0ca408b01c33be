import { adminApi, type AdminRequestPage, type StatusFilter } from '@lexa/common';

export const ADMIN_REQUESTS_PAGE_SIZE = 20;

export const adminRequestKeys = {
  all: ['admin', 'requests'] as const,
  list: (status: StatusFilter, page: number) => [...adminRequestKeys.all, 'list', { status, page }] as const,
};

export async function fetchAdminRequests(
  status: StatusFilter,
  page: number,
  signal: AbortSignal,
): Promise<AdminRequestPage> {
  const { data } = await adminApi.get<AdminRequestPage>('/api/admin/requests', {
    params: { status, page, pageSize: ADMIN_REQUESTS_PAGE_SIZE },
    signal,
  });
  return data;
}

export async function deleteAdminRequest(id: string): Promise<void> {
  await adminApi.delete(`/api/admin/dashboard/requests/${encodeURIComponent(id)}`);
}
