import type { LegalRequest, RequestPage } from '@lexa/common';

export function requestsPage(requests: LegalRequest[], overrides: Partial<RequestPage> = {}): RequestPage {
  return { requests, total: requests.length, page: 1, pageSize: 10, ...overrides };
}
