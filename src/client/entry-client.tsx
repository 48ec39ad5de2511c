import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppShell } from './app/app-shell';
import { APP_STATE_ID, type AppState } from './app/app-state';
import { AppRoutes } from './app/app-routes';
import { languageFromHtmlLang, pickClientLanguage, readStoredLanguage } from './features/site/layout/language-preference';
import { createI18n } from './i18n';
import { createQueryClient } from './lib/query-client';
import './styles/globals.css';

function readAppState(): AppState | null {
  const el = document.getElementById(APP_STATE_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as AppState;
  } catch {
    return null;
  }
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const state = readAppState();
const container = document.getElementById('root')!;
const rendered = state?.lang ?? languageFromHtmlLang(document.documentElement.lang);
const startLanguage = pickClientLanguage({
  urlLang: new URLSearchParams(window.location.search).get('lang'),
  stored: readStoredLanguage(storage()),
  rendered,
});

const queryClient = createQueryClient();
if (state?.queries) hydrate(queryClient, state.queries);

// Server-rendered public pages are hydrated. When the stored choice differs from the language the
// server rendered (a cleared or stale cookie), hydrating and then switching would make React's later
// boundaries mismatch, so the page is rendered afresh in the chosen language instead. Back-office
// paths start from an empty shell.
const serverRendered = Boolean(state?.rendered) && container.firstElementChild !== null;
const hydrating = serverRendered && startLanguage === rendered;
const app = (
  <AppShell
    mode={serverRendered ? 'hydrate' : 'client'}
    queryClient={queryClient}
    i18n={createI18n(startLanguage)}
    startLanguage={startLanguage}
  >
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppShell>
);

if (hydrating) {
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
