import { STORAGE_KEYS, safeStorage } from '@lexa/common';

/** "session_" + time + a random part (public spec §3), created once and kept in browser storage. */
export function getOrCreateSessionId(): string {
  const stored = safeStorage.get(STORAGE_KEYS.chatSessionId);
  if (stored) return stored;
  const created = `session_${Date.now()}_${Math.random().toString(36).slice(2, 11)}`;
  safeStorage.set(STORAGE_KEYS.chatSessionId, created);
  return created;
}

export function forgetSessionId(): void {
  safeStorage.remove(STORAGE_KEYS.chatSessionId);
}
