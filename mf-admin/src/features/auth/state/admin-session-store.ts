import { create } from 'zustand';
import { STORAGE_KEYS, safeStorage } from '@lexa/common';

export interface AdminSessionState {
  /** The local admin flag of the spec; `adminApi` reads the token itself from storage on every call. */
  isAuthenticated: boolean;
  /** A call answered 401 or 403: the stored token is no longer accepted and the admin must sign in again. */
  authFailed: boolean;
  signIn: (token: string) => void;
  signOut: () => void;
  reportAuthFailure: () => void;
}

/** The admin session of this remote: the token under `admin_token` and the `isAdminAuthenticated` flag. */
export const useAdminSession = create<AdminSessionState>((set) => ({
  isAuthenticated: safeStorage.get(STORAGE_KEYS.adminFlag) === 'true',
  authFailed: false,

  signIn(token) {
    safeStorage.set(STORAGE_KEYS.adminToken, token);
    safeStorage.set(STORAGE_KEYS.adminFlag, 'true');
    set({ isAuthenticated: true, authFailed: false });
  },

  signOut() {
    safeStorage.remove(STORAGE_KEYS.adminToken);
    safeStorage.remove(STORAGE_KEYS.adminFlag);
    set({ isAuthenticated: false, authFailed: false });
  },

  reportAuthFailure() {
    set({ authFailed: true });
  },
}));
