import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useCallback } from 'react';
import { Link } from '@lexa/router';
import { HomeLink } from '../../../shared/components/HomeLink';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';
import { useResetLinkToken } from '../hooks/use-reset-link-token';
import { useResetPasswordForm } from '../hooks/use-reset-password-form';
import { StatusPanel } from '@lexa/common/ui';

/** Public spec §9: the completion panel stays this long before the sign-in screen. */
const RESET_REDIRECT_MS = 3000;

/**
 * /client/reset-password?token=…: opened from "Forgot Password?" and from the "Set your Lexa password" e-mail
 * a new client gets after posting a request or a new attorney gets from staff, so its wording fits all three; once set,
 * it goes to the sign-in screen of whoever the password belongs to.
 */
export function ResetPasswordPage() {
  const token = useResetLinkToken();
  const { password, setPassword, confirmation, setConfirmation, status, submit, signInPath } =
    useResetPasswordForm(token);
  const toSignIn = useCallback(() => signInPath, [signInPath]);
  useDelayedRedirect(status === 'completed', RESET_REDIRECT_MS, toSignIn);

  if (!token) return null;

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <HomeLink />
        {status === 'completed' ? (
          <StatusPanel
            data-testid="reset-password-completed"
            status="success"
            title="Your password is set"
            subTitle="You can now sign in with your new password. Taking you to the sign-in page…"
            extra={<Link to={signInPath}>Back to Login</Link>}
          />
        ) : (
          <>
            <Typography.Title level={3}>Set a new password</Typography.Title>
            <Typography.Paragraph type="secondary">
              Choose the password you will use to sign in to Lexa.
            </Typography.Paragraph>
            <Form layout="vertical" requiredMark={false} onFinish={submit}>
              <Form.Item label="New Password" htmlFor="reset-password">
                <Input.Password
                  id="reset-password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </Form.Item>
              <Form.Item label="Confirm Password" htmlFor="reset-password-confirmation">
                <Input.Password
                  id="reset-password-confirmation"
                  autoComplete="new-password"
                  value={confirmation}
                  onChange={(event) => setConfirmation(event.target.value)}
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" block size="large" loading={status === 'submitting'}>
                Set Password
              </Button>
            </Form>
            <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
              <Link to="/client/login">Back to Login</Link>
            </Typography.Paragraph>
          </>
        )}
      </Card>
    </Flex>
  );
}
