import {
  clientApi,
  type FileView,
  type MessageCounts,
  type RequestUpdate,
  type RequestUpdateBody,
  type RequestUpdateList,
} from '@lexa/common';

const base = (requestId: string) => `/api/dashboard/requests/${encodeURIComponent(requestId)}`;

/** The request's thread as the client sees it (the server never sends internal notes to a client). */
export async function fetchRequestUpdates(requestId: string): Promise<RequestUpdate[]> {
  const { data } = await clientApi.get<RequestUpdateList>(`${base(requestId)}/updates`);
  return data.updates;
}

export async function fetchRequestFiles(requestId: string): Promise<FileView[]> {
  const { data } = await clientApi.get<{ files: FileView[] }>(`${base(requestId)}/files`);
  return data.files;
}

export async function uploadRequestFiles(requestId: string, files: readonly File[]): Promise<FileView[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  const { data } = await clientApi.post<{ files: FileView[] }>(`${base(requestId)}/files`, form);
  return data.files;
}

export async function postRequestUpdate(requestId: string, message: string, fileIds: string[]): Promise<RequestUpdate> {
  const { data } = await clientApi.post<{ update: RequestUpdate }>(`${base(requestId)}/updates`, {
    message,
    fileIds,
    isInternal: false,
  } satisfies RequestUpdateBody);
  return data.update;
}

export async function fetchMessageCounts(): Promise<MessageCounts> {
  const { data } = await clientApi.get<MessageCounts>('/api/dashboard/message-counts');
  return data;
}
