import { clientApi, type ClientFile, type FilePage, type FileView } from '@lexa/common';

const filesArea = ['client', 'files'] as const;

/** Query keys of the client's files. */
export const fileKeys = {
  all: filesArea,
  list: (page: number, pageSize: number) => [...filesArea, 'list', { page, pageSize }] as const,
};

/** The client's own files, newest first (My Files). */
export async function fetchClientFiles(
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<FilePage<ClientFile>> {
  const { data } = await clientApi.get<FilePage<ClientFile>>('/api/dashboard/files', {
    params: { page, pageSize },
    signal,
  });
  return data;
}

/** My Files' upload: one or more files into one of the client's requests. */
export async function uploadToRequest(requestId: string, files: readonly File[]): Promise<FileView[]> {
  const form = new FormData();
  form.append('requestId', requestId);
  for (const file of files) form.append('file', file);
  const { data } = await clientApi.post<{ files: FileView[] }>('/api/dashboard/files/upload', form);
  return data.files;
}
