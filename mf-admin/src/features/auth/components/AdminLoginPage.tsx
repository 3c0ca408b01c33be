import { SignInPanel, StaffSignInForm } from '@lexa/common/ui';
import { useAdminLogin } from '../hooks/use-admin-login';

export function AdminLoginPage() {
  const { login, submitting } = useAdminLogin();

  return (
    <SignInPanel title="Admin Login" subtitle="Sign in to the Lexa admin console." testId="admin-login">
      <StaffSignInForm testIdPrefix="admin-login" submitting={submitting} onSubmit={login} />
    </SignInPanel>
  );
}
