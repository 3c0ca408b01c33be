import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryProvider, useSessionCheck } from '@lexa/common';
import ClientApp from './App';

/** Inside the shell, the shell verifies the stored token; running alone, this bundle has to. */
function StandaloneClientApp() {
  useSessionCheck();
  return <ClientApp />;
}

// Inside the shell, the shell also provides the page's QueryClient; running alone, this entry does.
createRoot(document.getElementById('root')!).render(
  <QueryProvider>
    <BrowserRouter>
      <StandaloneClientApp />
    </BrowserRouter>
  </QueryProvider>,
);
