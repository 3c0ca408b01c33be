import { Route, Routes } from '@lexa/router';
import { UiProviders } from '@lexa/common/ui';
import { DashboardPage } from './features/dashboard/components/DashboardPage';

export default function ClientApp() {
  return (
    <UiProviders>
      <Routes>
        <Route path="/client/dashboard" element={<DashboardPage />} />
      </Routes>
    </UiProviders>
  );
}
