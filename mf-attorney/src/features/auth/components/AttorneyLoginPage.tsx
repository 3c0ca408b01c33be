import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { Link, Navigate } from 'react-router-dom';
import type { AttorneyCredentials } from '../api/attorney-login';
import { useAttorneyLogin } from '../hooks/use-attorney-login';
import { useAttorneySession } from '../state/attorney-session-store';

export function AttorneyLoginPage() {
  const isSignedIn = useAttorneySession((state) => state.isSignedIn);
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
        <Form<AttorneyCredentials> layout="vertical" requiredMark={false} onFinish={login} disabled={submitting}>
          <Form.Item
            name="email"
            label="Email"
            rules={[
              { required: true, message: 'Please enter your email' },
              { type: 'email', message: 'Please enter a valid email' },
            ]}
          >
            <Input type="email" prefix={<MailOutlined />} autoComplete="username" data-testid="attorney-login-email" />
          </Form.Item>
          <Form.Item
            name="password"
            label="Password"
            rules={[{ required: true, message: 'Please enter your password' }]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="current-password"
              data-testid="attorney-login-password"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting} data-testid="attorney-login-submit">
            Sign In
          </Button>
        </Form>
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
