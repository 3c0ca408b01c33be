import type { HttpClient } from '../../../http/http-client';
import type { AssignedAttorney, AssignedAttorneyList, CaseAssignment } from '../../../contracts/attorney-cases';
import type { FileView } from '../../../contracts/files';
import type {
  RequestStatusChange,
  RequestUpdate,
  RequestUpdateInput,
  RequestUpdateList,
  StatusChangeResult,
} from '../../../contracts/request-updates';
import type {
  AdminRequestDetail,
  AdminRequestPage,
  AutoReminderResult,
  ReminderResult,
} from '../../../contracts/requests';
import type { StatusFilter } from '../../../domain/requests';
import type { StaffBasePath } from '../../staff-api';

export const STAFF_REQUESTS_PAGE_SIZE = 20;
/** The conversation loads this many messages at a time, newest page first. */
export const STAFF_UPDATES_PAGE_SIZE = 50;

export interface StaffRequestListParams {
  status: StatusFilter;
  page: number;
  /** Trimmed; '' means no search. */
  search: string;
}

const area = ['staff', 'requests'] as const;

/** Query keys of the staff request screens; everything about one request sits under `request(id)`. */
export const staffRequestKeys = {
  all: area,
  lists: [...area, 'list'] as const,
  list: (params: StaffRequestListParams) => [...staffRequestKeys.lists, params] as const,
  request: (requestId: string) => [...area, 'request', requestId] as const,
  detail: (requestId: string) => [...staffRequestKeys.request(requestId), 'detail'] as const,
  updates: (requestId: string) => [...staffRequestKeys.request(requestId), 'updates'] as const,
  files: (requestId: string) => [...staffRequestKeys.request(requestId), 'files'] as const,
  attorneys: (requestId: string) => [...staffRequestKeys.request(requestId), 'attorneys'] as const,
};

/** A request through a door: the case calls (detail, conversation, files, status) are served by both. */
const requestPath = (requestId: string, base: StaffBasePath = '/api/admin') =>
  `${base}/requests/${encodeURIComponent(requestId)}`;
const dashboardPath = (requestId: string) => `/api/admin/dashboard/requests/${encodeURIComponent(requestId)}`;

export async function fetchStaffRequests(
  http: HttpClient,
  { status, page, search }: StaffRequestListParams,
  signal: AbortSignal,
): Promise<AdminRequestPage> {
  const params = { status, page, pageSize: STAFF_REQUESTS_PAGE_SIZE, ...(search ? { search } : {}) };
  const { data } = await http.get<AdminRequestPage>('/api/admin/requests', { params, signal });
  return data;
}

export async function deleteStaffRequest(http: HttpClient, requestId: string): Promise<void> {
  await http.delete(dashboardPath(requestId));
}

export async function fetchStaffRequestDetail(
  http: HttpClient,
  base: StaffBasePath,
  requestId: string,
  signal: AbortSignal,
): Promise<AdminRequestDetail> {
  const { data } = await http.get<AdminRequestDetail>(requestPath(requestId, base), { signal });
  return data;
}

/** The latest page of the conversation, or the page before `before` (a `nextCursor`). */
export async function fetchStaffRequestUpdates(
  http: HttpClient,
  base: StaffBasePath,
  requestId: string,
  before: string | null,
  signal: AbortSignal,
): Promise<RequestUpdateList> {
  const params = { limit: STAFF_UPDATES_PAGE_SIZE, ...(before ? { before } : {}) };
  const { data } = await http.get<RequestUpdateList>(`${requestPath(requestId, base)}/updates`, { params, signal });
  return data;
}

export async function fetchStaffRequestFiles(
  http: HttpClient,
  base: StaffBasePath,
  requestId: string,
  signal: AbortSignal,
): Promise<FileView[]> {
  const { data } = await http.get<{ files: FileView[] }>(`${requestPath(requestId, base)}/files`, { signal });
  return data.files;
}

export async function uploadStaffRequestFiles(
  http: HttpClient,
  base: StaffBasePath,
  requestId: string,
  files: readonly File[],
): Promise<FileView[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  const { data } = await http.post<{ files: FileView[] }>(`${requestPath(requestId, base)}/files`, form);
  return data.files;
}

export async function postStaffRequestUpdate(
  http: HttpClient,
  base: StaffBasePath,
  requestId: string,
  input: RequestUpdateInput,
): Promise<RequestUpdate> {
  const { data } = await http.post<{ update: RequestUpdate }>(`${requestPath(requestId, base)}/updates`, input);
  return data.update;
}

export async function changeStaffRequestStatus(
  http: HttpClient,
  base: StaffBasePath,
  requestId: string,
  status: RequestStatusChange['status'],
): Promise<StatusChangeResult> {
  const { data } = await http.patch<StatusChangeResult>(`${requestPath(requestId, base)}/status`, { status });
  return data;
}

export async function assignStaffRequestToSelf(http: HttpClient, requestId: string): Promise<void> {
  await http.patch(`${requestPath(requestId)}/assign`, {});
}

export async function sendStaffReminder(http: HttpClient, requestId: string): Promise<ReminderResult> {
  const { data } = await http.post<ReminderResult>(`${dashboardPath(requestId)}/send-reminder`, {});
  return data;
}

export async function toggleStaffAutoReminder(
  http: HttpClient,
  requestId: string,
  enabled: boolean,
): Promise<AutoReminderResult> {
  const { data } = await http.post<AutoReminderResult>(`${dashboardPath(requestId)}/toggle-auto-reminder`, {
    enabled,
  });
  return data;
}

/** A signed, short-lived direct link to a file (staff's "Copy link"). */
export async function createFileLink(http: HttpClient, fileId: string): Promise<{ url: string; expiresAt: string }> {
  const { data } = await http.post<{ url: string; expiresAt: string }>(
    `/api/admin/files/${encodeURIComponent(fileId)}/link`,
    {},
  );
  return data;
}

/** The attorneys assigned to a request (admins only). */
export async function fetchRequestAttorneys(
  http: HttpClient,
  requestId: string,
  signal: AbortSignal,
): Promise<AssignedAttorney[]> {
  const { data } = await http.get<AssignedAttorneyList>(`${requestPath(requestId)}/attorneys`, { signal });
  return data.attorneys;
}

export async function assignRequestAttorney(
  http: HttpClient,
  requestId: string,
  attorneyId: string,
): Promise<CaseAssignment> {
  const { data } = await http.post<{ assignment: CaseAssignment }>(`${requestPath(requestId)}/attorneys`, {
    attorneyId,
  });
  return data.assignment;
}

export async function withdrawRequestAttorney(http: HttpClient, requestId: string, attorneyId: string) {
  await http.delete(`${requestPath(requestId)}/attorneys/${encodeURIComponent(attorneyId)}`);
}
