import { Route, Routes } from 'react-router-dom';
import { UiProviders } from '@lexa/common/ui';
import { AdminLoginPage } from './features/auth/components/AdminLoginPage';
import { AdminDashboardPage } from './features/dashboard/components/AdminDashboardPage';

/** The admin remote's screens; the shell renders this for /admin/login and /admin/dashboard. */
export default function AdminApp() {
  return (
    <UiProviders>
      <Routes>
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
      </Routes>
    </UiProviders>
  );
}
