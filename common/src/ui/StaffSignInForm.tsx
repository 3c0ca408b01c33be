import LockOutlined from '@ant-design/icons/LockOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { Button, Form, Input } from 'antd';
import { loginBody, type Credentials } from '@lexa/common';
import { contractRule } from './contract-rule';

export interface StaffSignInFormProps {
  /** Prefix of the fields' test ids: `{prefix}-email`, `{prefix}-password`, `{prefix}-submit`. */
  testIdPrefix: string;
  submitting: boolean;
  onSubmit: (credentials: Credentials) => void;
}

/** The e-mail and password form of the admin and attorney sign-in pages (both fields required). */
export function StaffSignInForm({ testIdPrefix, submitting, onSubmit }: StaffSignInFormProps) {
  return (
    <Form<Credentials> layout="vertical" requiredMark={false} onFinish={onSubmit} disabled={submitting}>
      <Form.Item
        name="email"
        label="Email"
        rules={[{ required: true, message: 'Please enter your email' }, contractRule(loginBody.shape.email)]}
      >
        <Input type="email" prefix={<MailOutlined />} autoComplete="username" data-testid={`${testIdPrefix}-email`} />
      </Form.Item>
      <Form.Item name="password" label="Password" rules={[{ required: true, message: 'Please enter your password' }]}>
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          data-testid={`${testIdPrefix}-password`}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid={`${testIdPrefix}-submit`}>
        Sign In
      </Button>
    </Form>
  );
}
