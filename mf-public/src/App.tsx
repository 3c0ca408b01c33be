import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LandingPage } from './features/landing/components/LandingPage';
import { ScreenInPreparation } from './shared/components/ScreenInPreparation';
import { ScreenLoading } from './shared/components/ScreenLoading';

// Only the landing ships in the first download; the other screens load when a visitor opens them.
const SignupPage = lazy(() =>
  import('./features/signup/components/SignupPage').then((module) => ({ default: module.SignupPage })),
);
const LoginPage = lazy(() =>
  import('./features/sign-in/components/LoginPage').then((module) => ({ default: module.LoginPage })),
);

const magicLogin = <ScreenInPreparation title="Magic Login" />;

export default function PublicApp() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/client/create-account" element={<SignupPage />} />
        <Route path="/client/login" element={<LoginPage />} />
        <Route path="/client/request" element={<ScreenInPreparation title="Post a Legal Request" />} />
        <Route path="/client/request-submission" element={<ScreenInPreparation title="Request Submission" />} />
        <Route path="/client/reset-password" element={<ScreenInPreparation title="Reset Your Password" />} />
        <Route path="/client/magic-login" element={magicLogin} />
        <Route path="/magic-login" element={magicLogin} />
      </Routes>
    </Suspense>
  );
}
