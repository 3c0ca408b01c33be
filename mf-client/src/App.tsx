import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from './features/dashboard/components/DashboardPage';

export default function ClientApp() {
  return (
    <Routes>
      <Route path="/client/dashboard" element={<DashboardPage />} />
    </Routes>
  );
}
