import {
  clientApi,
  type ChatHistory,
  type ChatHistoryMessage,
  type ChatInitAnswer,
  type ChatReply,
} from '@lexa/common';

/** Query keys of the client's assistant chat. */
export const assistantKeys = {
  all: ['client', 'assistant'] as const,
  chat: (userId: string) => [...assistantKeys.all, 'chat', userId] as const,
};

export type AssistantInit = ChatInitAnswer;

/** `id` is set on messages the server has stored; absent on those shown before it answers. */
export type AssistantMessage = Omit<ChatHistoryMessage, 'id'> & { id?: string };

/** The client's latest chat session on any device, or null when they have none yet. */
export async function findMyAssistantSession(): Promise<string | null> {
  const { data } = await clientApi.get<{ sessionId: string | null }>('/api/chat/my-session');
  return data.sessionId;
}

/** Opens (or reopens: init is idempotent per session id) the chat; the bearer token links it to the client. */
export async function initAssistant(sessionId: string): Promise<AssistantInit> {
  const { data } = await clientApi.post<AssistantInit>('/api/chat/init', { sessionId, userAgent: navigator.userAgent });
  return data;
}

/** The stored conversation of the client's own session, oldest first. */
export async function loadAssistantHistory(sessionId: string): Promise<AssistantMessage[]> {
  const { data } = await clientApi.get<ChatHistory>('/api/chat/history', { params: { sessionId } });
  return data.messages;
}

export async function sendAssistantMessage(sessionId: string, message: string): Promise<ChatReply> {
  const { data } = await clientApi.post<ChatReply>('/api/chat/message', { sessionId, message });
  return data;
}
