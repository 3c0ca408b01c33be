import { create } from 'zustand';
import type { AuthResponse, SessionUser } from '../contracts/auth';
import type { HttpClient } from '../http/http-client';
import { adminApi, attorneyApi, clientApi } from '../http/api-client';
import { STORAGE_KEYS, safeStorage } from '../http/storage-keys';
import { queryClient } from '../query/query-client';
import { whenTokenRejected } from './rejected-token';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

/** The admin console's session: the token under `admin_token` and the spec's `isAdminAuthenticated` flag. */
export interface AdminSession {
  /** The local admin flag of the spec; `adminApi` reads the token itself from storage on every call. */
  isAuthenticated: boolean;
  /** A call answered 401 or 403: the stored token is no longer accepted and the admin must sign in again. */
  authFailed: boolean;
  signIn: (token: string) => void;
  /** Forgets the session on this page only (the server already refused it). */
  signOut: () => void;
  /** The Log out button: ends the session on the server, then forgets it here. */
  logOut: () => Promise<void>;
  reportAuthFailure: () => void;
}

/** The attorney portal's session, kept apart from the client's under `attorneyToken`. */
export interface AttorneySession {
  /** An attorney token is stored; `attorneyApi` reads the token itself from storage on every call. */
  isSignedIn: boolean;
  signIn: (token: string) => void;
  /** Forgets the session on this page only (the server already refused it). */
  signOut: () => void;
  /** The Log out button: ends the session on the server, then forgets it here. */
  logOut: () => Promise<void>;
}

/**
 * Every session on the page, one per role. The client's is the product's main one (the shell checks it on load),
 * so its state and actions sit at the top level; the staff roles have their own slice each.
 */
export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Verifies the stored client token with GET /api/auth/me; an invalid token is removed. */
  checkAuth: () => Promise<void>;
  signIn: (auth: AuthResponse) => void;
  /** Forgets the session on this page only (the server already refused it). */
  signOut: () => void;
  /** The Log out button: ends the session on the server, then forgets it here. */
  logOut: () => Promise<void>;
  /** Where to go after signing in; kept across reloads. */
  postLoginRedirect: string | null;
  setPostLoginRedirect: (path: string | null) => void;
  /** Returns the stored destination (or `fallback`) and forgets it. */
  takePostLoginRedirect: (fallback: string) => string;
  admin: AdminSession;
  attorney: AttorneySession;
}

/** Ending a session forgets the server data cached for it, so the next person on this page never sees it. */
function forgetServerState(): void {
  queryClient.clear();
}

/**
 * Ends the signed-in session on the server (POST /api/auth/logout), so the token stops working everywhere it was
 * copied. The page is signed out whatever the answer: an offline or already-ended session must not keep anyone in.
 */
async function endServerSession(api: HttpClient): Promise<void> {
  try {
    await api.post('/api/auth/logout');
  } catch (error) {
    console.warn('Ending the session on the server failed; signing out here anyway', error);
  }
}

/**
 * The one session store, shared by the shell and every remote (the shared package is a federation singleton, so all
 * bundles see this one store). It keeps the specs' storage keys (`STORAGE_KEYS`).
 */
export const useSession = create<SessionState>((set, get) => {
  const setAdmin = (changes: Partial<AdminSession>) => set({ admin: { ...get().admin, ...changes } });
  const setAttorney = (changes: Partial<AttorneySession>) => set({ attorney: { ...get().attorney, ...changes } });

  return {
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
      forgetServerState();
    },

    async logOut() {
      if (safeStorage.get(STORAGE_KEYS.clientToken)) await endServerSession(clientApi);
      get().signOut();
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

    admin: {
      isAuthenticated: safeStorage.get(STORAGE_KEYS.adminFlag) === 'true',
      authFailed: false,

      signIn(token) {
        safeStorage.set(STORAGE_KEYS.adminToken, token);
        safeStorage.set(STORAGE_KEYS.adminFlag, 'true');
        setAdmin({ isAuthenticated: true, authFailed: false });
      },

      signOut() {
        safeStorage.remove(STORAGE_KEYS.adminToken);
        safeStorage.remove(STORAGE_KEYS.adminFlag);
        setAdmin({ isAuthenticated: false, authFailed: false });
        forgetServerState();
      },

      async logOut() {
        if (safeStorage.get(STORAGE_KEYS.adminToken)) await endServerSession(adminApi);
        get().admin.signOut();
      },

      reportAuthFailure() {
        setAdmin({ authFailed: true });
      },
    },

    attorney: {
      isSignedIn: safeStorage.get(STORAGE_KEYS.attorneyToken) !== null,

      signIn(token) {
        safeStorage.set(STORAGE_KEYS.attorneyToken, token);
        setAttorney({ isSignedIn: true });
      },

      signOut() {
        safeStorage.remove(STORAGE_KEYS.attorneyToken);
        setAttorney({ isSignedIn: false });
        forgetServerState();
      },

      async logOut() {
        if (safeStorage.get(STORAGE_KEYS.attorneyToken)) await endServerSession(attorneyApi);
        get().attorney.signOut();
      },
    },
  };
});

// A session ended from elsewhere (another device, a password change there) signs that role out on this page at its
// next call or when its live socket is closed: the client and the attorney go to sign in, the admin console shows its
// sign-in-again page.
whenTokenRejected(clientApi, STORAGE_KEYS.clientToken, () => useSession.getState().signOut());
whenTokenRejected(adminApi, STORAGE_KEYS.adminToken, () => useSession.getState().admin.reportAuthFailure());
whenTokenRejected(attorneyApi, STORAGE_KEYS.attorneyToken, () => useSession.getState().attorney.signOut());
