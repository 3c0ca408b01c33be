import LockOutlined from '@ant-design/icons/LockOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import type { AdminCredentials } from '../api/admin-login';
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
        <Form<AdminCredentials> layout="vertical" requiredMark={false} onFinish={login} disabled={submitting}>
          <Form.Item
            name="email"
            label="Email"
            rules={[
              { required: true, message: 'Please enter your email' },
              { type: 'email', message: 'Please enter a valid email' },
            ]}
          >
            <Input type="email" prefix={<MailOutlined />} autoComplete="username" data-testid="admin-login-email" />
          </Form.Item>
          <Form.Item
            name="password"
            label="Password"
            rules={[{ required: true, message: 'Please enter your password' }]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="current-password"
              data-testid="admin-login-password"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting} data-testid="admin-login-submit">
            Sign In
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
