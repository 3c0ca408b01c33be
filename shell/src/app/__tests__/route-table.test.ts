import { REDIRECTS, remoteForPath } from '../route-table';

describe('route table', () => {
  it.each([
    ['/', 'mf-public'],
    ['/client/create-account', 'mf-public'],
    ['/client/request', 'mf-public'],
    ['/client/request-submission', 'mf-public'],
    ['/client/login', 'mf-public'],
    ['/client/reset-password', 'mf-public'],
    ['/client/magic-login', 'mf-public'],
    ['/magic-login', 'mf-public'],
    ['/client/dashboard', 'mf-client'],
    ['/admin/login', 'mf-admin'],
    ['/admin/dashboard', 'mf-admin'],
    ['/attorney/login', 'mf-attorney'],
    ['/attorney/dashboard', 'mf-attorney'],
    ['/attorney/profile/jordan-reyes', 'mf-attorney'],
    ['/attorney/jordan-reyes', 'mf-attorney'],
    ['/attorney/profile/edit', 'mf-attorney'],
    ['/attorney/requests/r1', 'mf-attorney'],
    ['/attorneys', 'mf-attorney'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(['/client', '/client/unknown', '/admin/users/1', '/nothing', '/attorney/a/b/c'])(
    '%s belongs to no remote',
    (path) => {
      expect(remoteForPath(path)).toBeNull();
    },
  );

  it('redirects the short paths', () => {
    expect(REDIRECTS).toMatchObject({
      '/request': '/client/request',
      '/login': '/client/login',
      '/dashboard': '/client/dashboard',
    });
  });
});
