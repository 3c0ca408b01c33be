import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryProvider, useSession } from '@lexa/common';
import ClientApp from './App';

// Inside the shell, the shell verifies the stored token and provides the page's QueryClient; running alone, this
// bundle does both.
void useSession.getState().checkAuth();

createRoot(document.getElementById('root')!).render(
  <QueryProvider>
    <BrowserRouter>
      <ClientApp />
    </BrowserRouter>
  </QueryProvider>,
);
