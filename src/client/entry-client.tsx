import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { Providers } from './app/providers';
import { createI18n } from './i18n';
import { createQueryClient } from './lib/query-client';
import './styles/globals.css';

// Owned by the public-site feature: it replaces this with hydration of the server-rendered HTML.
const queryClient = createQueryClient();
const i18n = createI18n('zh');
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers queryClient={queryClient} i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
