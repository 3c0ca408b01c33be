import { App as AntApp, ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { BrowserRouter, Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@lexa/common';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { RemoteArea } from '../remotes/RemoteArea';
import { BrandPlaceholder } from '../screens/BrandPlaceholder';
import { NotFound } from '../screens/NotFound';
import { REDIRECTS, remoteForPath } from './route-table';
import { theme } from './theme';

function ShellRoutes() {
  const { pathname, search } = useLocation();
  const redirect = REDIRECTS[pathname.replace(/\/$/, '') || '/'];
  if (redirect) return <Navigate to={`${redirect}${search}`} replace />;
  const remote = remoteForPath(pathname);
  return remote ? <RemoteArea key={remote} remote={remote} /> : <NotFound />;
}

export function App() {
  const checkAuth = useSession((state) => state.checkAuth);
  useEffect(() => {
    void checkAuth();
  }, [checkAuth]);

  return (
    <ConfigProvider theme={theme}>
      <AntApp notification={{ maxCount: 1, placement: 'topRight' }} message={{ maxCount: 1 }}>
        <ErrorBoundary fallback={<BrandPlaceholder testId="crash-fallback" />}>
          <BrowserRouter>
            <ShellRoutes />
          </BrowserRouter>
        </ErrorBoundary>
      </AntApp>
    </ConfigProvider>
  );
}
