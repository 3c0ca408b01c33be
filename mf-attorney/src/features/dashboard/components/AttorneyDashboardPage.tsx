import { Navigate } from 'react-router-dom';
import { useAttorneySession } from '../../auth/state/attorney-session-store';
import { AttorneyDashboard } from './AttorneyDashboard';

/** Without an attorney token (never had one, logged out, or rejected with 401) the attorney signs in first. */
export function AttorneyDashboardPage() {
  const isSignedIn = useAttorneySession((state) => state.isSignedIn);
  return isSignedIn ? <AttorneyDashboard /> : <Navigate to="/attorney/login" replace />;
}
