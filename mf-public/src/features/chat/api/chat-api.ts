import { clientApi } from '@lexa/common';
import type { GeoData } from './geo-lookup';

/** One file of a chat upload, as the server describes it. */
export interface UploadedChatFile {
  id: string;
  originalName: string;
  filename: string;
  fileSize: number;
  mimeType: string;
  category: 'image' | 'other';
}

export interface ChatInitAnswer {
  threadId: string;
  initialMessage: string;
}

export async function initChat(body: { sessionId: string; geoData: GeoData; userAgent: string }): Promise<ChatInitAnswer> {
  const { data } = await clientApi.post<ChatInitAnswer>('/api/chat/init', body);
  return data;
}

export async function sendChatMessage(body: { message: string; sessionId: string }): Promise<{ message: string; timestamp: string }> {
  const { data } = await clientApi.post<{ message: string; timestamp: string }>('/api/chat/message', body);
  return data;
}

export async function uploadChatFiles(sessionId: string, threadId: string, files: readonly File[]): Promise<UploadedChatFile[]> {
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
