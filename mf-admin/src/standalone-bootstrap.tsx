import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import AdminApp from './App';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <AdminApp />
  </BrowserRouter>,
);
