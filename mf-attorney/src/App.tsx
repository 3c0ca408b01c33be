import { lazy, Suspense } from 'react';
import { Route, Routes } from '@lexa/router';
import { ScreenLoading, UiProviders } from '@lexa/common/ui';

// Each screen is its own chunk: the sign-in page does not download the dashboard, nor the dashboard the profile editor.
const AttorneyLoginPage = lazy(() =>
  import('./features/auth/components/AttorneyLoginPage').then((module) => ({ default: module.AttorneyLoginPage })),
);
const AttorneyCasePage = lazy(() =>
  import('./features/case/components/AttorneyCasePage').then((module) => ({ default: module.AttorneyCasePage })),
);
const AttorneyDashboardPage = lazy(() =>
  import('./features/dashboard/components/AttorneyDashboardPage').then((module) => ({
    default: module.AttorneyDashboardPage,
  })),
);
const AttorneyDirectoryPage = lazy(() =>
  import('./features/directory/components/AttorneyDirectoryPage').then((module) => ({
    default: module.AttorneyDirectoryPage,
  })),
);
const ProfileEditPage = lazy(() =>
  import('./features/profile-edit/components/ProfileEditPage').then((module) => ({ default: module.ProfileEditPage })),
);
const PublicAttorneyPage = lazy(() =>
  import('./features/public-profile/components/PublicAttorneyPage').then((module) => ({
    default: module.PublicAttorneyPage,
  })),
);

/** The attorney remote's screens; the shell renders this for every /attorney/… path it routes here. */
export default function AttorneyApp() {
  return (
    <UiProviders>
      <Suspense fallback={<ScreenLoading />}>
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
      </Suspense>
    </UiProviders>
  );
}
