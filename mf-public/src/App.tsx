import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from '@lexa/router';
import { PHONE_FRIENDLY_CSS } from './shared/components/phone-friendly';
import { ScreenLoading } from './shared/components/ScreenLoading';

// Every screen is its own chunk: the sign-in page does not download the landing's service catalogue, and the landing
// does not download antd.
const LandingPage = lazy(() =>
  import('./features/landing/components/LandingPage').then((module) => ({ default: module.LandingPage })),
);
const UiProviders = lazy(() => import('@lexa/common/ui').then((module) => ({ default: module.UiProviders })));
const SignupPage = lazy(() =>
  import('./features/signup/components/SignupPage').then((module) => ({ default: module.SignupPage })),
);
const LoginPage = lazy(() =>
  import('./features/sign-in/components/LoginPage').then((module) => ({ default: module.LoginPage })),
);
const IntakeWizardPage = lazy(() =>
  import('./features/intake/components/IntakeWizardPage').then((module) => ({ default: module.IntakeWizardPage })),
);
const RequestSubmissionPage = lazy(() =>
  import('./features/intake/components/RequestSubmissionPage').then((module) => ({
    default: module.RequestSubmissionPage,
  })),
);

const ResetPasswordPage = lazy(() =>
  import('./features/recovery/components/ResetPasswordPage').then((module) => ({ default: module.ResetPasswordPage })),
);
const MagicLoginPage = lazy(() =>
  import('./features/recovery/components/MagicLoginPage').then((module) => ({ default: module.MagicLoginPage })),
);

/** Screens built with antd get its theme and toast context; the landing page does not load antd at all. */
function WithUi() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <UiProviders>
        <style>{PHONE_FRIENDLY_CSS}</style>
        <Outlet />
      </UiProviders>
    </Suspense>
  );
}

export default function PublicApp() {
  return (
    <Routes>
      {/* Outside any Suspense of this remote: while its chunk loads, the shell's boundary keeps the server's static
          landing on screen instead of a loading screen. */}
      <Route path="/" element={<LandingPage />} />
      <Route element={<WithUi />}>
        <Route path="/client/create-account" element={<SignupPage />} />
        <Route path="/client/login" element={<LoginPage />} />
        <Route path="/client/request" element={<IntakeWizardPage />} />
        <Route path="/client/request-submission" element={<RequestSubmissionPage />} />
        <Route path="/client/reset-password" element={<ResetPasswordPage />} />
        <Route path="/client/magic-login" element={<MagicLoginPage />} />
        <Route path="/magic-login" element={<MagicLoginPage />} />
      </Route>
    </Routes>
  );
}
