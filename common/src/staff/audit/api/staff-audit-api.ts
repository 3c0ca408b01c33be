import type { HttpClient } from '../../../http/http-client';
import type { AuditPage } from '../../../contracts/audit';
import { staffRequestKeys } from '../../requests/api/staff-requests-api';

export const AUDIT_PAGE_SIZE = 20;

/** Whose trail a screen shows: one request's (its dialog) or one user's (the Users tab's View dialog). */
export type AuditSubject = { requestId: string } | { userId: string };

/**
 * Query keys of the Activity lists. A request's sits under that request's key, so whatever refreshes the request
 * (its dialog's actions, live events) refreshes its Activity too; a user's under `all`, which the Users tab's
 * actions refresh.
 */
export const staffAuditKeys = {
  all: ['staff', 'audit'] as const,
  of: (subject: AuditSubject) =>
    'requestId' in subject
      ? ([...staffRequestKeys.request(subject.requestId), 'activity'] as const)
      : ([...staffAuditKeys.all, 'user', subject.userId] as const),
};

/** One page of the trail, newest first; `before` is the `nextCursor` of the page shown last. */
export async function fetchAuditPage(
  http: HttpClient,
  subject: AuditSubject,
  before: string | null,
  signal: AbortSignal,
): Promise<AuditPage> {
  const { data } = await http.get<AuditPage>('/api/admin/audit', {
    params: { ...subject, limit: AUDIT_PAGE_SIZE, ...(before ? { before } : {}) },
    signal,
  });
  return data;
}
