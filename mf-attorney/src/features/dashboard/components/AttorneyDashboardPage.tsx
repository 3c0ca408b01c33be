import { Navigate } from '@lexa/router';
import { useSession } from '@lexa/common';
import { AttorneyDashboard } from './AttorneyDashboard';

/** Without an attorney token (never had one, logged out, or rejected with 401) the attorney signs in first. */
export function AttorneyDashboardPage() {
  const isSignedIn = useSession((state) => state.attorney.isSignedIn);
  return isSignedIn ? <AttorneyDashboard /> : <Navigate to="/attorney/login" replace />;
}
