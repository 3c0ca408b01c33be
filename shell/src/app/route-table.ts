import { matchPath } from '@lexa/router';

export type RemoteName = 'mf-public' | 'mf-client' | 'mf-admin' | 'mf-attorney';

/** Every screen path of both specs and the remote that renders it. */
export const REMOTE_ROUTES: Record<RemoteName, readonly string[]> = {
  'mf-public': [
    '/',
    '/client/create-account',
    '/client/request',
    '/client/request-submission',
    '/client/login',
    '/client/reset-password',
    '/client/magic-login',
    '/magic-login',
  ],
  'mf-client': ['/client/dashboard'],
  'mf-admin': ['/admin/login', '/admin/dashboard'],
  'mf-attorney': [
    '/attorney/login',
    '/attorney/dashboard',
    // The dashboard's View Details / Work on Case.
    '/attorney/requests/:id',
    '/attorney/profile/:slug',
    '/attorney/:slug',
    '/attorneys',
  ],
};

/** Short paths kept for old links; the query string is carried over (e.g. /login?email=…&returnTo=…). */
export const REDIRECTS: Record<string, string> = {
  '/request': '/client/request',
  '/login': '/client/login',
  '/dashboard': '/client/dashboard',
  '/admin': '/admin/dashboard',
  '/attorney': '/attorney/dashboard',
};

export function remoteForPath(pathname: string): RemoteName | null {
  for (const [remote, patterns] of Object.entries(REMOTE_ROUTES) as [RemoteName, readonly string[]][]) {
    if (patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return remote;
  }
  return null;
}
