import { createRoot } from 'react-dom/client';
import { QueryProvider } from '@lexa/common';
import { App } from './app/App';

// The page's one QueryClient, provided once here for the shell and every remote it mounts.
createRoot(document.getElementById('root')!).render(
  <QueryProvider>
    <App />
  </QueryProvider>,
);
