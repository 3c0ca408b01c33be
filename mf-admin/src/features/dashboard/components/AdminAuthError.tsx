import { Button, Flex } from 'antd';
import { useSession } from '@lexa/common';
import { StatusPanel } from '@lexa/common/ui';

export function AdminAuthError() {
  const signOut = useSession((state) => state.admin.signOut);
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <StatusPanel
        status="403"
        title="Authentication Error"
        subTitle="Your admin session has expired or is not authorised. Please sign in again."
        data-testid="admin-auth-error"
        extra={
          // Signing out drops the flag, and the dashboard guard then sends the admin to the login page.
          <Button type="primary" onClick={signOut} data-testid="admin-auth-error-login">
            Go to Admin Login
          </Button>
        }
      />
    </Flex>
  );
}
