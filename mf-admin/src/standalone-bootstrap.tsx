import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryProvider } from '@lexa/common';
import AdminApp from './App';

// Inside the shell, the shell provides the page's QueryClient; running alone, this entry does.
createRoot(document.getElementById('root')!).render(
  <QueryProvider>
    <BrowserRouter>
      <AdminApp />
    </BrowserRouter>
  </QueryProvider>,
);
