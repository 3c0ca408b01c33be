import { Alert, Button, Flex } from 'antd';
// The input's own modules: antd's Input index also brings TextArea, Search and OTP (about 9 KB on the wire).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LabelledField, SignInPanel } from '@lexa/common/ui';
import { Link, useSearchParams } from '@lexa/router';
import { SUBMISSION_RETURN_PATH } from '../../intake/constants/intake-rules';
import { HomeLink } from '../../../shared/components/HomeLink';
import { useEmailLinkRequests } from '../hooks/use-email-link-requests';
import { useLoginForm } from '../hooks/use-login-form';
import { usePostLoginDestination } from '../hooks/use-post-login-destination';

export function LoginPage() {
  const completeSignIn = usePostLoginDestination();
  const { email, setEmail, password, setPassword, canSubmit, submitting, submit } = useLoginForm(completeSignIn);
  const emailLinks = useEmailLinkRequests(email);
  // The wizard sent a visitor whose e-mail already has an account: say why they are here and what happens next.
  const [params] = useSearchParams();
  const finishingRequest = params.get('returnTo') === SUBMISSION_RETURN_PATH;

  return (
    <SignInPanel title="Client Sign In" subtitle="Sign in to follow your legal requests." top={<HomeLink />}>
      {finishingRequest && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="login-finishes-request"
          title="You already have an account"
          description="Sign in (or use an e-mail login link) and your request is submitted right away: your answers are kept."
        />
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <LabelledField label="Email" htmlFor="login-email">
          <Input
            id="login-email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </LabelledField>
        <LabelledField label="Password" htmlFor="login-password">
          <Password
            id="login-password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </LabelledField>
        <Button type="primary" htmlType="submit" block size="large" disabled={!canSubmit} loading={submitting}>
          Sign In
        </Button>
      </form>
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 16 }}>
        <Button
          type="link"
          loading={emailLinks.pending === 'passwordReset'}
          onClick={() => emailLinks.send('passwordReset')}
        >
          Forgot Password?
        </Button>
        <Button loading={emailLinks.pending === 'magicLink'} onClick={() => emailLinks.send('magicLink')}>
          Email Login Link
        </Button>
      </Flex>
      <p style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        Don&apos;t have an account? <Link to="/request">Create one here</Link>
      </p>
    </SignInPanel>
  );
}
