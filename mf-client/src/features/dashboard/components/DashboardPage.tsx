import { Flex, Spin } from 'antd';
import { useSession } from '@lexa/common';
import { useLogout } from '../hooks/use-logout';
import { useSignInRedirect } from '../hooks/use-sign-in-redirect';
import { AccessDenied } from './AccessDenied';
import { ClientWorkspace } from './ClientWorkspace';

/** /client/dashboard: waits for the session check, turns a signed-out visitor away, else opens the workspace. */
export function DashboardPage() {
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
  const { loggingOut, logout } = useLogout();
  useSignInRedirect(status === 'anonymous' && !loggingOut);

  if (status === 'loading' || loggingOut) {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }} data-testid="dashboard-loading">
        <Spin size="large" />
      </Flex>
    );
  }
  if (status === 'anonymous' || !user) return <AccessDenied />;
  return <ClientWorkspace user={user} onLogout={() => void logout()} />;
}
