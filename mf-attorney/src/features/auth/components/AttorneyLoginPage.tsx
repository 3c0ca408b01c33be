import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Alert, Card, Flex, Typography } from 'antd';
import { StaffSignInForm } from '@lexa/common/ui';
import { Link, Navigate } from '@lexa/router';
import { useSession } from '@lexa/common';
import { useAttorneyLogin } from '../hooks/use-attorney-login';

export function AttorneyLoginPage() {
  const isSignedIn = useSession((state) => state.attorney.isSignedIn);
  const { login, submitting } = useAttorneyLogin();

  if (isSignedIn) return <Navigate to="/attorney/dashboard" replace />;

  return (
    <Flex vertical align="center" justify="center" gap="middle" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 420 }} data-testid="attorney-login">
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Attorney Login
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Sign in to see your assigned requests and your profile.
        </Typography.Paragraph>
        <StaffSignInForm testIdPrefix="attorney-login" submitting={submitting} onSubmit={login} />
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 16 }}
          title="Attorney accounts are created by our team. Please contact an administrator for access."
        />
      </Card>
      <Link to="/" data-testid="attorney-login-home">
        <ArrowLeftOutlined /> Back to home
      </Link>
    </Flex>
  );
}
