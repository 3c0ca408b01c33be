import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@lexa/router';
import { QueryProvider } from '../query/QueryProvider';
import { useSessionCheck } from '../session/use-session-check';

/** Inside the shell, the shell verifies the stored token; a remote running alone has to, as the shell would. */
function SessionCheck() {
  useSessionCheck();
  return null;
}

/**
 * A remote's standalone entry (vite dev / preview, outside the shell): mounts its App in `container` with what the
 * shell would otherwise provide around it: the page's QueryClient, a router and the session check.
 */
export function mountStandalone(App: ComponentType, container: Parameters<typeof createRoot>[0]): void {
  createRoot(container).render(
    <QueryProvider>
      <BrowserRouter>
        <SessionCheck />
        <App />
      </BrowserRouter>
    </QueryProvider>,
  );
}
