import {
  clientApi,
  type ChatInitAnswer,
  type ChatInitBody,
  type ChatMessageBody,
  type ChatReply,
  type UploadedChatFile,
} from '@lexa/common';

export type { UploadedChatFile };

export const chatKeys = {
  /** The chat session started for a widget session id (POST /api/chat/init: its thread and first message). */
  session: (sessionId: string) => ['chat', 'session', sessionId] as const,
};

export async function initChat(body: ChatInitBody): Promise<ChatInitAnswer> {
  const { data } = await clientApi.post<ChatInitAnswer>('/api/chat/init', body);
  return data;
}

export async function sendChatMessage(body: ChatMessageBody): Promise<ChatReply> {
  const { data } = await clientApi.post<ChatReply>('/api/chat/message', body);
  return data;
}

export async function uploadChatFiles(
  sessionId: string,
  threadId: string,
  files: readonly File[],
): Promise<UploadedChatFile[]> {
  const form = new FormData();
  form.append('sessionId', sessionId);
  form.append('threadId', threadId);
  for (const file of files) form.append('files', file);
  const { data } = await clientApi.post<{ files: UploadedChatFile[] }>('/api/chat/upload', form);
  return data.files;
}

export async function endChat(sessionId: string): Promise<void> {
  await clientApi.post('/api/chat/end', { sessionId });
}
