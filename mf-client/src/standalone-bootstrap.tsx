import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { useSession } from '@lexa/common';
import ClientApp from './App';

// Inside the shell, the shell verifies the stored token; running alone, this bundle has to.
void useSession.getState().checkAuth();

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <ClientApp />
  </BrowserRouter>,
);
