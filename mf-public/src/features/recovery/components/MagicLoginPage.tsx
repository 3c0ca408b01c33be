import { Button, Card, Flex, Spin, Typography } from 'antd';
import { useNavigate } from '@lexa/router';
import { useSession } from '@lexa/common';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';
import { useMagicLoginVerification } from '../hooks/use-magic-login-verification';
import { HomeLink } from '../../../shared/components/HomeLink';
import { StatusPanel } from '@lexa/common/ui';

/** Public spec §9: the success panel stays this long before the visitor is sent on. */
const MAGIC_LOGIN_REDIRECT_MS = 2000;
/** Public spec §9 "Default post-login destinations": outside the password form it is the dashboard. */
const postLoginDestination = () => useSession.getState().takePostLoginRedirect('/client/dashboard');

/** /client/magic-login?token=… and /magic-login?token=…: opened from the sign-in link e-mail. */
export function MagicLoginPage() {
  const navigate = useNavigate();
  const state = useMagicLoginVerification();
  useDelayedRedirect(state.status === 'success', MAGIC_LOGIN_REDIRECT_MS, postLoginDestination);

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      <Card style={{ width: '100%', maxWidth: 480 }}>
        <HomeLink />
        {state.status === 'verifying' && (
          <Flex vertical align="center" gap={16} style={{ padding: 32 }} data-testid="magic-login-verifying">
            <Spin size="large" />
            <Typography.Text>Verifying your login link…</Typography.Text>
          </Flex>
        )}
        {state.status === 'success' && (
          <StatusPanel
            data-testid="magic-login-success"
            status="success"
            title="You are signed in"
            subTitle="Redirecting you in a moment…"
          />
        )}
        {state.status === 'failed' && (
          <StatusPanel
            data-testid="magic-login-failed"
            status="error"
            title="Login Link Failed"
            subTitle={state.message}
            extra={
              <Flex vertical align="center" gap={16}>
                <Button type="primary" onClick={() => navigate('/client/login')}>
                  Back to Login
                </Button>
                <Typography.Text type="secondary">
                  Magic login links expire after 15 minutes. Ask for a new one on the sign-in page.
                </Typography.Text>
              </Flex>
            }
          />
        )}
      </Card>
    </Flex>
  );
}
