import { safeStorage, STORAGE_KEYS } from '@lexa/common';

/**
 * This browser's session id for a client without a chat on the server yet (or when the server cannot say): kept so
 * a reload before the first message reopens the same session.
 */
export function assistantSessionId(userId: string): string {
  const key = `${STORAGE_KEYS.chatSessionId}:${userId}`;
  const existing = safeStorage.get(key);
  if (existing) return existing;
  const random = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  const created = `session_${Date.now()}_${random}`;
  safeStorage.set(key, created);
  return created;
}
