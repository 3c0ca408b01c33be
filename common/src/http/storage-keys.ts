/** Browser-storage keys fixed by the specs; one place so every bundle reads the same ones. */
export const STORAGE_KEYS = {
  clientToken: 'authToken',
  adminToken: 'admin_token',
  adminFlag: 'isAdminAuthenticated',
  attorneyToken: 'attorneyToken',
  postLoginRedirect: 'postLoginRedirect',
  chatSessionId: 'lexaSessionId',
} as const;

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
const browserStorage = (): KeyValueStore | undefined => (globalThis as { localStorage?: KeyValueStore }).localStorage;

/** localStorage that never throws (private mode, disabled storage, no browser). */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return browserStorage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      browserStorage()?.setItem(key, value);
    } catch {
      /* storage unavailable: the session simply does not persist */
    }
  },
  remove(key: string): void {
    try {
      browserStorage()?.removeItem(key);
    } catch {
      /* see set() */
    }
  },
};
