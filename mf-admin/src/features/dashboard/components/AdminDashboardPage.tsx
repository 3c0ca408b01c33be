import { Flex, Spin, theme } from 'antd';
import { Navigate } from '@lexa/router';
import { useSession } from '@lexa/common';
import { lazy, Suspense } from 'react';
import { AdminConsole } from './AdminConsole';

// Shown only when a session has been refused: not part of the console's first download.
const AdminAuthError = lazy(() => import('./AdminAuthError').then((module) => ({ default: module.AdminAuthError })));

/** Guards the console: no admin flag sends the visitor to login, a rejected token gets the auth error page. */
export function AdminDashboardPage() {
  const isAuthenticated = useSession((state) => state.admin.isAuthenticated);
  const authFailed = useSession((state) => state.admin.authFailed);
  const { token } = theme.useToken();

  if (!isAuthenticated) {
    return (
      <Flex
        vertical
        align="center"
        justify="center"
        gap="middle"
        style={{ minHeight: '100vh' }}
        data-testid="admin-redirecting"
      >
        <Spin size="large" />
        <span style={{ color: token.colorTextDescription }}>Redirecting to admin login...</span>
        <Navigate to="/admin/login" replace />
      </Flex>
    );
  }
  if (authFailed)
    return (
      <Suspense fallback={null}>
        <AdminAuthError />
      </Suspense>
    );
  return <AdminConsole />;
}
