import { safeStorage, STORAGE_KEYS } from '@lexa/common';

export interface AssistantMessage {
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
}

/** One chat session per signed-in client, kept across visits (the API links it to the bearer's account). */
export function assistantSessionId(userId: string): string {
  const key = `${STORAGE_KEYS.chatSessionId}:${userId}`;
  const existing = safeStorage.get(key);
  if (existing) return existing;
  const random = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  const created = `session_${Date.now()}_${random}`;
  safeStorage.set(key, created);
  return created;
}

// The API has no history endpoint, so the transcript shown is kept in this tab's session storage.
const historyKey = (userId: string) => `lexaAssistantHistory:${userId}`;

export function loadHistory(userId: string): AssistantMessage[] {
  try {
    const stored = sessionStorage.getItem(historyKey(userId));
    return stored ? (JSON.parse(stored) as AssistantMessage[]) : [];
  } catch {
    return [];
  }
}

export function saveHistory(userId: string, messages: readonly AssistantMessage[]): void {
  try {
    sessionStorage.setItem(historyKey(userId), JSON.stringify(messages));
  } catch {
    /* storage unavailable: the transcript lasts as long as the screen */
  }
}
