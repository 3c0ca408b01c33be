import { clientApi, type LegalRequest, type RequestPage } from '@lexa/common';

/** `mine`: the client's own requests; `all`: every request, for an admin. */
export type RequestScope = 'mine' | 'all';

// Both go through the client token: the server reads the caller's role from the token itself, so an admin
// signed in on the client login may list every request with it.
const ENDPOINTS: Record<RequestScope, string> = {
  mine: '/api/dashboard/requests',
  all: '/api/admin/requests',
};

const requestsArea = ['client', 'requests'] as const;

/** Query keys of the client's requests; everything about one request sits under `request(id)`. */
export const requestKeys = {
  all: requestsArea,
  page: (scope: RequestScope, page: number, pageSize: number) =>
    [...requestsArea, 'page', { scope, page, pageSize }] as const,
  request: (requestId: string) => [...requestsArea, 'request', requestId] as const,
  updates: (requestId: string) => [...requestKeys.request(requestId), 'updates'] as const,
  files: (requestId: string) => [...requestKeys.request(requestId), 'files'] as const,
  /** A request opened from a link, fetched on its own (not part of a live request's keys). */
  linked: (requestId: string | null) => [...requestsArea, 'linked', requestId] as const,
  messageCounts: [...requestsArea, 'message-counts'] as const,
};

export async function fetchRequestsPage(
  scope: RequestScope,
  page: number,
  pageSize: number,
  signal: AbortSignal,
): Promise<RequestPage> {
  const { data } = await clientApi.get<RequestPage>(ENDPOINTS[scope], { params: { page, pageSize }, signal });
  return data;
}

/** One of the caller's own requests; 404 when it is not theirs (or does not exist). */
export async function fetchOwnRequest(requestId: string, signal: AbortSignal): Promise<LegalRequest> {
  const { data } = await clientApi.get<{ request: LegalRequest }>(
    `${ENDPOINTS.mine}/${encodeURIComponent(requestId)}`,
    { signal },
  );
  return data.request;
}
