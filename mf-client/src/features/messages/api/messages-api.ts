import {
  clientApi,
  type ThreadListParams,
  type ThreadMessage,
  type ThreadMessages,
  type ThreadPage,
} from '@lexa/common';

export type ThreadFilter = NonNullable<ThreadListParams['filter']>;

const messagesArea = ['client', 'messages'] as const;

/** Query keys of the client's messages. */
export const messageKeys = {
  all: messagesArea,
  unreadCount: [...messagesArea, 'unread-count'] as const,
  allThreads: [...messagesArea, 'threads'] as const,
  threads: (filter: ThreadFilter, search: string) => [...messagesArea, 'threads', { filter, search }] as const,
  thread: (threadId: string | null) => [...messagesArea, 'thread', threadId] as const,
};

export async function fetchUnreadMessageCount(): Promise<number> {
  const { data } = await clientApi.get<{ count: number }>('/api/messages/unread-count');
  return data.count;
}

export async function fetchThreads(filter: ThreadFilter, search: string): Promise<ThreadPage> {
  const { data } = await clientApi.get<ThreadPage>('/api/messages/threads', {
    params: { filter, search, pageSize: 100 } satisfies ThreadListParams,
  });
  return data;
}

export async function fetchThread(threadId: string): Promise<ThreadMessages> {
  const { data } = await clientApi.get<ThreadMessages>(`/api/messages/threads/${encodeURIComponent(threadId)}`);
  return data;
}

export async function markThreadRead(threadId: string): Promise<void> {
  await clientApi.patch(`/api/messages/threads/${encodeURIComponent(threadId)}/read`, {});
}

export async function sendMessage(
  threadId: string,
  content: string,
  attachments: readonly File[],
): Promise<ThreadMessage> {
  const form = new FormData();
  form.append('threadId', threadId);
  form.append('content', content);
  for (const file of attachments) form.append('attachments', file);
  const { data } = await clientApi.post<{ message: ThreadMessage }>('/api/messages', form);
  return data.message;
}
