import { hydrate, type DehydratedState } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isAdminPath, isPreviewPath, languageOfPath, twinPath } from '@shared/paths';
import { AppShell } from './app/app-shell';
import { APP_STATE_ID, type AppState } from './app/app-state';
import { AppRoutes } from './app/app-routes';
import { languageFromHtmlLang, pickClientLanguage, readStoredLanguage } from './features/site/layout/language-preference';
import { createBrowserI18n } from './i18n/browser';
import { ADMIN_LANGUAGE_KEY } from './i18n/storage-keys';
import { LanguageRouter } from './lib/language-route';
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
const stored = readStoredLanguage(storage());
const { pathname, search, hash } = window.location;
// A public page is in the language of its URL (/en/... or not); the back office, whose URLs carry
// no language, starts in the stored choice (docs/decisions/0005-bilingual-content.md).
const publicPage = !isAdminPath(pathname);
const urlLanguage = languageOfPath(pathname);
// (the back office's own choice first, so it does not flash the public one before applying it)
const startLanguage = publicPage ? urlLanguage : pickClientLanguage({ stored: readStoredLanguage(storage(), ADMIN_LANGUAGE_KEY) ?? stored, rendered });
// a visitor who chose the other language is taken to this page's twin (crawlers store nothing)
// (not a preview: its language is the version staff asked to see)
const redirecting = publicPage && !isPreviewPath(pathname) && stored !== null && stored !== urlLanguage;
if (redirecting) window.location.replace(twinPath(pathname + search + hash, stored));

function asLoadedNow(queries: DehydratedState): DehydratedState {
  const now = Date.now();
  return { ...queries, queries: queries.queries.map((q) => ({ ...q, dehydratedAt: now, state: { ...q.state, dataUpdatedAt: now } })) };
}

const queryClient = createQueryClient();
// A page may come from the server's page cache, rendered minutes ago; the cache is emptied by every
// content write, so its data is as current as a fresh render's: it counts as loaded now, and the
// page does not refetch everything the moment it starts (docs/decisions/0007-page-cache.md).
if (state?.queries) hydrate(queryClient, asLoadedNow(state.queries));

// Server-rendered public pages are hydrated. When the stored choice differs from the language the
// server rendered (a cleared or stale cookie), hydrating and then switching would make React's later
// boundaries mismatch, so the page is rendered afresh in the chosen language instead. Back-office
// paths start from an empty shell.
const serverRendered = Boolean(state?.rendered) && container.firstElementChild !== null;
const hydrating = serverRendered && startLanguage === rendered;
function renderApp(i18n: I18n) {
  const app = (
    <AppShell
      mode={serverRendered ? 'hydrate' : 'client'}
      queryClient={queryClient}
      i18n={i18n}
      startLanguage={startLanguage}
      backOffice={!publicPage}
    >
      <LanguageRouter initial={publicPage ? urlLanguage : 'zh'}>
        <AppRoutes />
      </LanguageRouter>
    </AppShell>
  );
  if (hydrating) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

// the strings of the start language only, preloaded by the server beside this script; the twin
// page, when redirecting, loads its own
if (!redirecting) void createBrowserI18n(startLanguage).then(renderApp);
