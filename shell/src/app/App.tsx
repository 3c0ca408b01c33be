import { BrowserRouter, Navigate, useLocation } from '@lexa/router';
import { useSessionCheck } from '@lexa/common';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { RemoteArea } from '../remotes/RemoteArea';
import { BrandPlaceholder } from '../screens/BrandPlaceholder';
import { NotFound } from '../screens/NotFound';
import { REDIRECTS, remoteForPath } from './route-table';

function ShellRoutes() {
  const { pathname, search } = useLocation();
  const redirect = REDIRECTS[pathname.replace(/\/$/, '') || '/'];
  if (redirect) return <Navigate to={`${redirect}${search}`} replace />;
  const remote = remoteForPath(pathname);
  return remote ? <RemoteArea key={remote} remote={remote} /> : <NotFound />;
}

export function App() {
  useSessionCheck();

  return (
    <ErrorBoundary fallback={<BrandPlaceholder testId="crash-fallback" />}>
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
    </ErrorBoundary>
  );
}
