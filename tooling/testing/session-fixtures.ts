import { useSession, type ActiveSession, type SessionUser } from '@lexa/common';

export const clientUser: SessionUser = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  username: 'ada',
  isAdmin: false,
  isAttorney: false,
};

export const adminUser: SessionUser = {
  ...clientUser,
  id: 'a1',
  firstName: 'Grace',
  lastName: 'Admin',
  email: 'grace@lexa.test',
  isAdmin: true,
};

/** The session store is a module singleton: every test starts from a signed-out visitor. */
export function resetSession(): void {
  useSession.setState({ status: 'anonymous', user: null, postLoginRedirect: null });
}

/** A signed-in session as the shell leaves it after checking the stored token. */
export function signInAs(user: SessionUser): void {
  localStorage.setItem('authToken', `token-of-${user.id}`);
  useSession.setState({ status: 'authenticated', user });
}

/** One row of Profile → Active sessions: this device, a laptop, unless `overrides` say otherwise. */
export const activeSession = (overrides: Partial<ActiveSession> = {}): ActiveSession => ({
  id: 'this-one',
  browser: 'Chrome 131 on macOS',
  device: 'Desktop',
  ipAddress: '203.0.113.7',
  signedInAt: '2026-11-23T09:05:00.000Z',
  lastSeenAt: '2026-11-23T16:40:00.000Z',
  current: true,
  ...overrides,
});
