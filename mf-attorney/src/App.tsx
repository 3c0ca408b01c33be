import { Route, Routes } from 'react-router-dom';
import { UiProviders } from '@lexa/common/ui';
import { AttorneyLoginPage } from './features/auth/components/AttorneyLoginPage';
import { AttorneyCasePage } from './features/case/components/AttorneyCasePage';
import { AttorneyDashboardPage } from './features/dashboard/components/AttorneyDashboardPage';
import { PublicAttorneyPage } from './features/public-profile/components/PublicAttorneyPage';

/** The attorney remote's screens; the shell renders this for every /attorney/… path it routes here. */
export default function AttorneyApp() {
  return (
    <UiProviders>
      <Routes>
        <Route path="/attorney/login" element={<AttorneyLoginPage />} />
        <Route path="/attorney/dashboard" element={<AttorneyDashboardPage />} />
        <Route path="/attorney/requests/:id" element={<AttorneyCasePage />} />
        {/* The rich profile page is not built yet; the public page shows the same profile meanwhile. */}
        <Route path="/attorney/profile/:slug" element={<PublicAttorneyPage />} />
        <Route path="/attorney/:slug" element={<PublicAttorneyPage />} />
      </Routes>
    </UiProviders>
  );
}
