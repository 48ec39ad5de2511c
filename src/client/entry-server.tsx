import { PassThrough } from 'node:stream';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PublicUser } from '@shared/schemas/auth';
import type { PostedEnquiry } from '@shared/enquiry-form';
import { siteShareImage } from '@shared/share-image';
import { AppShell } from './app/app-shell';
import { appStateScript } from './app/app-state';
import { isAdminPath, localePath, stripLanguage } from '@shared/paths';
import { AppRoutes, routerBasename } from './app/app-routes';
import { prefetchForPath } from './app/prefetch';
import { postedEnquiryKey } from './features/site/consultation-form/posted-enquiry';
import { htmlLang } from './features/site/layout/language-preference';
import { createI18n, type Language } from './i18n';
import { publicStringsChunk } from './i18n/public-strings';
import type { ApiTransport } from './lib/api-client';
import { buildHeadTags, headTagsToHtml } from './lib/page-head';
import { structuredDataTags } from './lib/structured-data';
import { createQueryClient } from './lib/query-client';
import type { ServerRenderState } from './lib/render-context';
import { userQuery } from './lib/session';

export interface RenderOptions {
  /** how the page's public reads reach the API: the server's in-process read model, no HTTP */
  transport: ApiTransport;
  /** absolute origin of the site for canonical and Open Graph URLs */
  origin: string;
  /** the signed-in user, so the footer renders the same on both sides without a /api/user call */
  user?: PublicUser | null;
  /** how long to wait for data and rendering before answering with what is there (ms) */
  timeoutMs?: number;
  /** the enquiry form posted without JavaScript, drawn again as posted, with its status (400 or 429) */
  enquiryForm?: PostedEnquiry;
}

export interface RenderResult {
  status: number;
  redirect: string | null;
  /** the rendered #root content */
  html: string;
  /** tags for the <!--head--> slot */
  head: string;
  /** the state <script> for the <!--state--> slot */
  state: string;
  /** value for <html lang> */
  htmlLang: string;
  /** source paths of the lazy chunks the page needs (keys of Vite's manifest), to preload */
  modules: string[];
}

export { appStateScript, htmlLang };

function renderToHtml(element: React.ReactNode, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      // never outline a finished Suspense boundary: that needs an inline script, which the CSP
      // refuses and crawlers do not run; the whole page arrives in document order instead
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (err) => {
        // logged by the caller through the rejection or shown as the client-side error state
        if (process.env.NODE_ENV !== 'production') console.error(err);
      },
    });
    setTimeout(() => stream.abort(new Error('server render timed out')), timeoutMs).unref();
  });
}

/**
 * Renders one public page: prefetches its data, renders it and returns the pieces of the HTML.
 * Rejects when the page's data could not be read or the render timed out, so that the server
 * answers 5xx instead of a page of spinners.
 */
export async function render(url: string, lang: Language, options: RenderOptions, queryClient: QueryClient = serverQueryClient(options.transport)): Promise<RenderResult> {
  try {
    return await renderPage(url, lang, options, queryClient);
  } finally {
    // nothing of one visitor's render may stay behind (cache entries, timers)
    queryClient.clear();
  }
}

async function renderPage(url: string, lang: Language, options: RenderOptions, queryClient: QueryClient): Promise<RenderResult> {
  const timeoutMs = options.timeoutMs ?? 5000;
  // the route table's paths carry no language: /en/contact is /contact in English
  const { pathname: fullPath, searchParams } = new URL(url, 'http://localhost');
  const pathname = stripLanguage(fullPath);
  queryClient.setQueryData(userQuery.queryKey, options.user ?? null);
  // in the page's state, so the browser hydrates the same form (never cached: render-page.ts)
  if (options.enquiryForm) queryClient.setQueryData(postedEnquiryKey, options.enquiryForm);
  const localize = (target: string) => (isAdminPath(target) ? target : localePath(target, lang));

  const prefetched = await Promise.race([
    prefetchForPath(queryClient, pathname, lang, searchParams),
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('server render: data timed out')), timeoutMs).unref()),
  ]);
  const failed = queryClient.getQueryCache().getAll().find((q) => q.state.status === 'error');
  if (failed) throw new Error(`server render: ${JSON.stringify(failed.queryKey)} failed`, { cause: failed.state.error });
  const base = { html: '', head: '', state: '', htmlLang: htmlLang(lang), modules: [] };
  if (prefetched.redirect) return { ...base, status: 302, redirect: localize(prefetched.redirect) };

  const server: ServerRenderState = { head: null, status: options.enquiryForm?.status ?? prefetched.status ?? 200, redirect: null, origin: options.origin };
  const i18n = createI18n(lang);
  const html = await renderToHtml(
    <AppShell mode="server" server={server} queryClient={queryClient} i18n={i18n} startLanguage={lang}>
      <StaticRouter basename={routerBasename(lang)} location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppShell>,
    timeoutMs,
  );
  if (server.redirect) return { ...base, status: 302, redirect: localize(server.redirect) };

  const siteName = i18n.t('brandFull', { ns: 'common' });
  const siteTitle = `${siteName} - ${i18n.t('tagline', { ns: 'common' })}`;
  const head = server.head ?? {
    title: siteTitle,
    description: i18n.t('layout.meta.description', { ns: 'site' }),
    path: pathname,
    image: siteShareImage(lang, siteTitle),
  };
  const state = appStateScript({ lang, rendered: true, queries: dehydrate(queryClient) });
  return {
    status: server.status,
    redirect: null,
    html,
    head: headTagsToHtml([...buildHeadTags(head, lang, options.origin, siteName, structuredDataTags), ...structuredDataTags.breadcrumb(server.breadcrumb ?? [], options.origin, lang)]),
    state,
    htmlLang: htmlLang(lang),
    // the browser renders nothing before its language's strings arrive: they download beside the entry
    modules: [...prefetched.modules, publicStringsChunk(lang)],
  };
}

/** No retries while a visitor waits for the first byte; no garbage-collection timers (cleared after the render). */
function serverQueryClient(transport: ApiTransport): QueryClient {
  const qc = createQueryClient(transport);
  qc.setDefaultOptions({ queries: { ...qc.getDefaultOptions().queries, retry: false, gcTime: Infinity } });
  return qc;
}
