import { create } from 'zustand';
import { STORAGE_KEYS, safeStorage } from '@lexa/common';

export interface AttorneySessionState {
  /** An attorney token is stored; `attorneyApi` reads the token itself from storage on every call. */
  isSignedIn: boolean;
  signIn: (token: string) => void;
  signOut: () => void;
}

/** The attorney session of this remote, kept apart from the client session under `attorneyToken`. */
export const useAttorneySession = create<AttorneySessionState>((set) => ({
  isSignedIn: safeStorage.get(STORAGE_KEYS.attorneyToken) !== null,

  signIn(token) {
    safeStorage.set(STORAGE_KEYS.attorneyToken, token);
    set({ isSignedIn: true });
  },

  signOut() {
    safeStorage.remove(STORAGE_KEYS.attorneyToken);
    set({ isSignedIn: false });
  },
}));
