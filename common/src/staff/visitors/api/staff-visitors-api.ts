import type { HttpClient } from '../../../http/http-client';
import type { AdminDraftPage, SystemReportPage, VisitorLogPage } from '../../../contracts/admin-intake';

export const AUTOSAVE_PAGE_SIZE = 50;
export type AutosaveList = 'visitor-logs' | 'request-drafts' | 'system-reports';

/** Query keys of the Visitors tab's autosave lists (the widget sessions are the chat keys). */
export const staffVisitorKeys = {
  all: ['staff', 'visitors'] as const,
  list: (list: AutosaveList) => [...staffVisitorKeys.all, list] as const,
};

export interface AutosavePages {
  'visitor-logs': VisitorLogPage;
  'request-drafts': AdminDraftPage;
  'system-reports': SystemReportPage;
}

export async function fetchAutosaveList<List extends AutosaveList>(
  http: HttpClient,
  list: List,
  page: number,
  signal: AbortSignal,
): Promise<AutosavePages[List]> {
  const { data } = await http.get<AutosavePages[List]>(`/api/autosave/${list}`, {
    params: { page, pageSize: AUTOSAVE_PAGE_SIZE },
    signal,
  });
  return data;
}
