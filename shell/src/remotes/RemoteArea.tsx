import { Button, Result } from 'antd';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { BrandPlaceholder } from '../screens/BrandPlaceholder';
import type { RemoteName } from '../app/route-table';
import { loadRemoteApp } from './remote-loader';

const lazyRemotes = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

function lazyRemote(remote: RemoteName) {
  let component = lazyRemotes.get(remote);
  if (!component) {
    component = lazy(() => loadRemoteApp(remote));
    lazyRemotes.set(remote, component);
  }
  return component;
}

function RemoteUnavailable() {
  return (
    <Result
      data-testid="remote-unavailable"
      status="warning"
      title="This part of Lexa is temporarily unavailable"
      subTitle="We couldn't load this section. Please check your connection and try again in a moment."
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Try again
        </Button>
      }
    />
  );
}

export interface RemoteAreaProps {
  remote: RemoteName;
}

/** Mounts one remote's route subtree; a remote that cannot load gets a friendly fallback in its area only. */
export function RemoteArea({ remote }: RemoteAreaProps) {
  const RemoteApp = lazyRemote(remote);
  return (
    <ErrorBoundary fallback={<RemoteUnavailable />} resetKey={remote}>
      <Suspense fallback={<BrandPlaceholder testId="loading-placeholder" />}>
        <RemoteApp />
      </Suspense>
    </ErrorBoundary>
  );
}
