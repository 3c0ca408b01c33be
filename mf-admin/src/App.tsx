import { lazy, Suspense } from 'react';
import { Route, Routes } from '@lexa/router';
import { ScreenLoading, UiProviders } from '@lexa/common/ui';

// Each screen is its own chunk: the sign-in page does not download the console.
const AdminLoginPage = lazy(() =>
  import('./features/auth/components/AdminLoginPage').then((module) => ({ default: module.AdminLoginPage })),
);
const AdminDashboardPage = lazy(() =>
  import('./features/dashboard/components/AdminDashboardPage').then((module) => ({
    default: module.AdminDashboardPage,
  })),
);

/** The admin remote's screens; the shell renders this for /admin/login and /admin/dashboard. */
export default function AdminApp() {
  return (
    <UiProviders>
      <Suspense fallback={<ScreenLoading />}>
        <Routes>
          <Route path="/admin/login" element={<AdminLoginPage />} />
          <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
        </Routes>
      </Suspense>
    </UiProviders>
  );
}
