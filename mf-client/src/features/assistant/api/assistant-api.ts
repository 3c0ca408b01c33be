import { clientApi } from '@lexa/common';

export interface AssistantInit {
  threadId: string;
  initialMessage: string;
}

/** Opens (or reopens: init is idempotent per session id) the chat; the bearer token links it to the client. */
export async function initAssistant(sessionId: string): Promise<AssistantInit> {
  const { data } = await clientApi.post<AssistantInit>('/api/chat/init', { sessionId, userAgent: navigator.userAgent });
  return data;
}

export async function sendAssistantMessage(sessionId: string, message: string): Promise<{ message: string; timestamp: string }> {
  const { data } = await clientApi.post<{ message: string; timestamp: string }>('/api/chat/message', { sessionId, message });
  return data;
}
