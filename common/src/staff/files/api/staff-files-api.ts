import type { HttpClient } from '../../../http/http-client';
import type { AdminFile, FilePage } from '../../../contracts/files';

export const STAFF_FILES_PAGE_SIZE = 24;

/** Query keys of the staff Files screen. */
export const staffFileKeys = {
  all: ['staff', 'files'] as const,
  page: (page: number) => [...staffFileKeys.all, 'page', page] as const,
};

/** One page of every stored file, newest first, each with a fresh signed direct link. */
export async function fetchStaffFiles(
  http: HttpClient,
  page: number,
  signal: AbortSignal,
): Promise<FilePage<AdminFile>> {
  const { data } = await http.get<FilePage<AdminFile>>('/api/admin/files', {
    params: { page, pageSize: STAFF_FILES_PAGE_SIZE },
    signal,
  });
  return data;
}
