import { Button, Form, Input, Modal, Typography } from 'antd';
import { Link } from '@lexa/router';
import { useSignupForm } from '../hooks/use-signup-form';

const TERMS_URL = 'https://lexa.legal/terms';
const PRIVACY_URL = 'https://lexa.legal/privacy';

/** Form.Item props that show a field's error under it and give the field a red border. */
const errorProps = (error: string | undefined) => (error ? ({ validateStatus: 'error', help: error } as const) : {});

export interface SignupDialogProps {
  open: boolean;
  onClose: () => void;
}

export function SignupDialog({ open, onClose }: SignupDialogProps) {
  const { values, errors, submitting, setField, submit } = useSignupForm();

  return (
    <Modal
      open={open}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={null}
      centered
      title="Create your Lexa account"
    >
      <Typography.Paragraph type="secondary">Secure workspace for your legal matters</Typography.Paragraph>
      <Form layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item label="Full name" htmlFor="signup-full-name" {...errorProps(errors.fullName)}>
          <Input
            id="signup-full-name"
            autoComplete="name"
            placeholder="Jane Smith"
            value={values.fullName}
            onChange={(event) => setField('fullName', event.target.value)}
          />
        </Form.Item>
        <Form.Item label="Email" htmlFor="signup-email" {...errorProps(errors.email)}>
          <Input
            id="signup-email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={values.email}
            onChange={(event) => setField('email', event.target.value)}
          />
        </Form.Item>
        <Form.Item label="Password" htmlFor="signup-password" {...errorProps(errors.password)}>
          <Input.Password
            id="signup-password"
            autoComplete="new-password"
            placeholder="At least 8 characters"
            value={values.password}
            onChange={(event) => setField('password', event.target.value)}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" disabled={submitting}>
          {submitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, fontSize: 12, textAlign: 'center' }}>
        By creating an account, you agree to our{' '}
        <a href={TERMS_URL} target="_blank" rel="noopener noreferrer">
          Terms of Service
        </a>{' '}
        and{' '}
        <a href={PRIVACY_URL} target="_blank" rel="noopener noreferrer">
          Privacy Policy
        </a>
        .
      </Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 0, textAlign: 'center' }}>
        Already have an account? <Link to="/client/login">Sign in</Link>
      </Typography.Paragraph>
    </Modal>
  );
}
