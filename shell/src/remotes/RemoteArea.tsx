import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { BrandPlaceholder } from '../screens/BrandPlaceholder';
import { PlainScreen, primaryActionStyle } from '../screens/PlainScreen';
import type { RemoteName } from '../app/route-table';
import { DropPrerenderedPage, hasPrerenderedPage } from './prerendered-page';
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
    <>
      <DropPrerenderedPage />
      <PlainScreen
        testId="remote-unavailable"
        title="This part of Lexa is temporarily unavailable"
        text="We couldn't load this section. Please check your connection and try again in a moment."
        action={
          <button type="button" style={primaryActionStyle} onClick={() => window.location.reload()}>
            Try again
          </button>
        }
      />
    </>
  );
}

export interface RemoteAreaProps {
  remote: RemoteName;
}

/**
 * Mounts one remote's route subtree; a remote that cannot load gets a friendly fallback in its area only. While it
 * loads, the page's static markup (the landing's, from the server) stays on screen, else the placeholder shows.
 */
export function RemoteArea({ remote }: RemoteAreaProps) {
  const RemoteApp = lazyRemote(remote);
  return (
    <ErrorBoundary fallback={<RemoteUnavailable />} resetKey={remote}>
      <Suspense fallback={hasPrerenderedPage() ? null : <BrandPlaceholder testId="loading-placeholder" />}>
        <RemoteApp />
        <DropPrerenderedPage />
      </Suspense>
    </ErrorBoundary>
  );
}
