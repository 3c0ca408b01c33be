import { Route, Routes } from 'react-router-dom';
import { UiProviders } from '@lexa/common/ui';
import { AttorneyLoginPage } from './features/auth/components/AttorneyLoginPage';
import { AttorneyCasePage } from './features/case/components/AttorneyCasePage';
import { AttorneyDashboardPage } from './features/dashboard/components/AttorneyDashboardPage';
import { AttorneyDirectoryPage } from './features/directory/components/AttorneyDirectoryPage';
import { ProfileEditPage } from './features/profile-edit/components/ProfileEditPage';
import { PublicAttorneyPage } from './features/public-profile/components/PublicAttorneyPage';

/** The attorney remote's screens; the shell renders this for every /attorney/… path it routes here. */
export default function AttorneyApp() {
  return (
    <UiProviders>
      <Routes>
        <Route path="/attorney/login" element={<AttorneyLoginPage />} />
        <Route path="/attorney/dashboard" element={<AttorneyDashboardPage />} />
        <Route path="/attorney/requests/:id" element={<AttorneyCasePage />} />
        <Route path="/attorney/profile/create" element={<ProfileEditPage />} />
        <Route path="/attorney/profile/edit" element={<ProfileEditPage />} />
        <Route path="/attorney/profile/:slug" element={<PublicAttorneyPage rich />} />
        <Route path="/attorneys" element={<AttorneyDirectoryPage />} />
        <Route path="/attorney/:slug" element={<PublicAttorneyPage />} />
      </Routes>
    </UiProviders>
  );
}
