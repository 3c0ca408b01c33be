import type { AdminRequestPage, LegalRequest } from '@lexa/common';

/** A client's legal request as the API returns it; override what a test cares about. */
export function legalRequest(overrides: Partial<LegalRequest> = {}): LegalRequest {
  return {
    id: 'r1',
    requestNumber: 'LR-0001',
    title: 'Review my lease',
    description: 'A commercial lease for a small bakery needs a second look before signing.',
    category: 'Real Estate',
    status: 'submitted',
    priority: 'medium',
    jurisdiction: 'California',
    timeline: 'this_week',
    scope: 'one_time',
    budget: '$200 - $500',
    contactName: 'Ada Lovelace',
    contactEmail: 'ada@example.com',
    contactPhone: '',
    clientId: 'u1',
    threadId: 't1',
    autoReminderEnabled: false,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

/** One page of the staff request list (GET /api/admin/requests) holding `requests`. */
export function adminRequestPage(
  requests: LegalRequest[],
  overrides: Partial<AdminRequestPage> = {},
): AdminRequestPage {
  return {
    requests,
    total: requests.length,
    page: 1,
    pageSize: 20,
    counts: { all: requests.length, pending: 0, in_progress: 0, completed: 0 },
    ...overrides,
  };
}
