import { create } from 'zustand';
import type { AuthResponse, SessionUser } from '../contracts/auth';
import { clientApi } from '../http/api-client';
import { STORAGE_KEYS, safeStorage } from '../http/storage-keys';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Verifies the stored token with GET /api/auth/me; an invalid token is removed. */
  checkAuth: () => Promise<void>;
  signIn: (auth: AuthResponse) => void;
  signOut: () => void;
  /** Where to go after signing in; kept across reloads. */
  postLoginRedirect: string | null;
  setPostLoginRedirect: (path: string | null) => void;
  /** Returns the stored destination (or `fallback`) and forgets it. */
  takePostLoginRedirect: (fallback: string) => string;
}

/**
 * The client session, shared by the shell and every remote (the shared package is a federation singleton,
 * so all bundles see this one store).
 */
export const useSession = create<SessionState>((set, get) => ({
  status: safeStorage.get(STORAGE_KEYS.clientToken) ? 'loading' : 'anonymous',
  user: null,
  postLoginRedirect: safeStorage.get(STORAGE_KEYS.postLoginRedirect),

  async checkAuth() {
    if (!safeStorage.get(STORAGE_KEYS.clientToken)) {
      set({ status: 'anonymous', user: null });
      return;
    }
    try {
      const { data } = await clientApi.get<{ user: SessionUser }>('/api/auth/me');
      set({ status: 'authenticated', user: data.user });
    } catch (error) {
      console.warn('Session check failed; clearing the stored token', error);
      safeStorage.remove(STORAGE_KEYS.clientToken);
      set({ status: 'anonymous', user: null });
    }
  },

  signIn({ token, user }) {
    safeStorage.set(STORAGE_KEYS.clientToken, token);
    set({ status: 'authenticated', user });
  },

  signOut() {
    safeStorage.remove(STORAGE_KEYS.clientToken);
    set({ status: 'anonymous', user: null });
  },

  setPostLoginRedirect(path) {
    if (path) safeStorage.set(STORAGE_KEYS.postLoginRedirect, path);
    else safeStorage.remove(STORAGE_KEYS.postLoginRedirect);
    set({ postLoginRedirect: path });
  },

  takePostLoginRedirect(fallback) {
    const destination = get().postLoginRedirect ?? fallback;
    get().setPostLoginRedirect(null);
    return destination;
  },
}));
