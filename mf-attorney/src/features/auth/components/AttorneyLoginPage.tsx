import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { theme } from 'antd';
import { SignInPanel, StaffSignInForm } from '@lexa/common/ui';
import { Link, Navigate } from '@lexa/router';
import { useSession } from '@lexa/common';
import { useAttorneyLogin } from '../hooks/use-attorney-login';

export function AttorneyLoginPage() {
  const isSignedIn = useSession((state) => state.attorney.isSignedIn);
  const { login, submitting } = useAttorneyLogin();
  const { token } = theme.useToken();

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
      {/* An info note in antd's colours, without antd's Alert and its four icons (4 KB on the wire of this page). */}
      <p
        role="note"
        style={{
          margin: `${token.margin}px 0 0`,
          padding: `${token.paddingXS}px ${token.paddingSM}px`,
          background: token.colorInfoBg,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorInfoBorder}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        Attorney accounts are created by our team. Please contact an administrator for access.
      </p>
    </SignInPanel>
  );
}
