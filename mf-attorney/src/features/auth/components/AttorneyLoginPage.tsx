import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Alert } from 'antd';
import { SignInPanel, StaffSignInForm } from '@lexa/common/ui';
import { Link, Navigate } from '@lexa/router';
import { useSession } from '@lexa/common';
import { useAttorneyLogin } from '../hooks/use-attorney-login';

export function AttorneyLoginPage() {
  const isSignedIn = useSession((state) => state.attorney.isSignedIn);
  const { login, submitting } = useAttorneyLogin();

  if (isSignedIn) return <Navigate to="/attorney/dashboard" replace />;

  return (
    <SignInPanel
      title="Attorney Login"
      subtitle="Sign in to see your assigned requests and your profile."
      testId="attorney-login"
      below={
        <Link to="/" data-testid="attorney-login-home">
          <ArrowLeftOutlined /> Back to home
        </Link>
      }
    >
      <StaffSignInForm testIdPrefix="attorney-login" submitting={submitting} onSubmit={login} />
      <Alert
        type="info"
        showIcon
        style={{ marginTop: 16 }}
        title="Attorney accounts are created by our team. Please contact an administrator for access."
      />
    </SignInPanel>
  );
}
