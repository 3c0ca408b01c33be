import { Card, Flex, Typography } from 'antd';
import { StaffSignInForm } from '@lexa/common/ui';
import { useAdminLogin } from '../hooks/use-admin-login';

export function AdminLoginPage() {
  const { login, submitting } = useAdminLogin();

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 400 }} data-testid="admin-login">
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Admin Login
        </Typography.Title>
        <Typography.Paragraph type="secondary">Sign in to the Lexa admin console.</Typography.Paragraph>
        <StaffSignInForm testIdPrefix="admin-login" submitting={submitting} onSubmit={login} />
      </Card>
    </Flex>
  );
}
