import { clientApi, type LegalRequest, type RequestPage } from '@lexa/common';

const OWN_REQUESTS = '/api/dashboard/requests';

const requestsArea = ['client', 'requests'] as const;

/** Query keys of the client's requests; everything about one request sits under `request(id)`. */
export const requestKeys = {
  all: requestsArea,
  pages: [...requestsArea, 'page'] as const,
  page: (page: number, pageSize: number) => [...requestKeys.pages, { page, pageSize }] as const,
  request: (requestId: string) => [...requestsArea, 'request', requestId] as const,
  updates: (requestId: string) => [...requestKeys.request(requestId), 'updates'] as const,
  files: (requestId: string) => [...requestKeys.request(requestId), 'files'] as const,
  /** A request opened from a link, fetched on its own (not part of a live request's keys). */
  linked: (requestId: string | null) => [...requestsArea, 'linked', requestId] as const,
  messageCounts: [...requestsArea, 'message-counts'] as const,
};

/** One page of the client's own requests (an admin's every request is the staff list's). */
export async function fetchRequestsPage(page: number, pageSize: number, signal: AbortSignal): Promise<RequestPage> {
  const { data } = await clientApi.get<RequestPage>(OWN_REQUESTS, { params: { page, pageSize }, signal });
  return data;
}

/** One of the caller's own requests; 404 when it is not theirs (or does not exist). */
export async function fetchOwnRequest(requestId: string, signal: AbortSignal): Promise<LegalRequest> {
  const { data } = await clientApi.get<{ request: LegalRequest }>(`${OWN_REQUESTS}/${encodeURIComponent(requestId)}`, {
    signal,
  });
  return data.request;
}
