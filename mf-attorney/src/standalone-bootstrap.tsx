import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import AttorneyApp from './App';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <AttorneyApp />
  </BrowserRouter>,
);
