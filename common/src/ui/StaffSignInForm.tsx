import LockOutlined from '@ant-design/icons/LockOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { Button } from 'antd';
// The input's own modules: antd's Input index also brings TextArea, Search and OTP (about 9 KB on the wire).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useState, type FormEvent } from 'react';
import { loginBody, type Credentials } from '@lexa/common';
import { fieldErrorProps, LabelledField } from './LabelledField';

export interface StaffSignInFormProps {
  /** Prefix of the fields' test ids: `{prefix}-email`, `{prefix}-password`, `{prefix}-submit`. */
  testIdPrefix: string;
  submitting: boolean;
  onSubmit: (credentials: Credentials) => void;
}

interface CredentialErrors {
  email?: string;
  password?: string;
}

/** Both fields required; the e-mail checked by the login contract, so the form refuses what the API would. */
function credentialErrors({ email, password }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!email.trim()) errors.email = 'Please enter your email';
  else {
    const checked = loginBody.shape.email.safeParse(email);
    if (!checked.success) errors.email = checked.error.issues[0]?.message;
  }
  if (!password) errors.password = 'Please enter your password';
  return errors;
}

/** The e-mail and password form of the admin and attorney sign-in pages. */
export function StaffSignInForm({ testIdPrefix, submitting, onSubmit }: StaffSignInFormProps) {
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  // Errors show from the first attempt on and then follow each keystroke.
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? credentialErrors(credentials) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const found = credentialErrors(credentials);
    if (found.email || found.password) return;
    onSubmit({ email: credentials.email.trim(), password: credentials.password });
  };

  const emailId = `${testIdPrefix}-email-input`;
  const passwordId = `${testIdPrefix}-password-input`;
  return (
    <form noValidate onSubmit={submit}>
      <LabelledField label="Email" htmlFor={emailId} error={errors.email}>
        <Input
          {...fieldErrorProps(emailId, errors.email)}
          type="email"
          prefix={<MailOutlined />}
          autoComplete="username"
          disabled={submitting}
          value={credentials.email}
          onChange={(event) => setCredentials((current) => ({ ...current, email: event.target.value }))}
          data-testid={`${testIdPrefix}-email`}
        />
      </LabelledField>
      <LabelledField label="Password" htmlFor={passwordId} error={errors.password}>
        <Password
          {...fieldErrorProps(passwordId, errors.password)}
          prefix={<LockOutlined />}
          autoComplete="current-password"
          disabled={submitting}
          value={credentials.password}
          onChange={(event) => setCredentials((current) => ({ ...current, password: event.target.value }))}
          data-testid={`${testIdPrefix}-password`}
        />
      </LabelledField>
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid={`${testIdPrefix}-submit`}>
        Sign In
      </Button>
    </form>
  );
}
