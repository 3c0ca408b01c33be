import { attorneyApi, type AttorneyDirectoryPage } from '@lexa/common';

export interface DirectorySearch {
  search: string;
  practiceArea: string;
  state: string;
  page: number;
}

export const directoryKeys = {
  all: ['attorney', 'directory'] as const,
  search: (search: DirectorySearch) => [...directoryKeys.all, search] as const,
};

export async function fetchDirectory(search: DirectorySearch, signal: AbortSignal): Promise<AttorneyDirectoryPage> {
  const { data } = await attorneyApi.get<AttorneyDirectoryPage>('/api/attorney/public/profiles', {
    params: search,
    signal,
  });
  return data;
}
