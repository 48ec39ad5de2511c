import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type * as ServerEntryModule from '../../client/entry-server';
import { isLanguage } from '../../shared/languages';
import { hasNotFoundMarker } from '../../shared/not-found';
import { isAdminPath, isBookingPath, isPreviewPath, isUnder, languageOfPath, routePatterns, stripLanguage, twinPath } from '../../shared/paths';
import type { Config } from '../config';
import type { ReadModel } from '../read-model/read-model';
import { replayedHeaders, SHAREABLE, writeCachedReply } from '../lib/public-cache';
import { redirectTo, safeLocation } from '../lib/safe-location';
import type { SiteOrigin } from '../lib/site-origin';
import { fillTemplate } from './html-template';
import { englishHomeTarget, isEnglishHomeVisit } from './home-language';
import { pickServerLanguage } from './language';
import { toCachedReply, type PageCache, type PageToKeep } from './page-cache';

/** The server entry (src/client/entry-server.tsx, built to dist/server/entry-server.js). */
export type ServerEntry = typeof ServerEntryModule;

/** What rendering needs from the app. */
export interface RenderDeps {
  config: Config;
  logger: Logger;
  /** the origin of absolute links (canonical, sitemap) and of cached pages' keys */
  siteOrigin: SiteOrigin;
  readModel: ReadModel;
  /** anonymous visitors' pages (absent in development, where every render must show the current sources) */
  pageCache?: PageCache;
  /** the build output (default dist/) */
  distDir?: string;
  /**
   * The not-found log's hook (docs/decisions/0027-found-and-shared.md): a 404 page, or a 302 to a
   * service section's fallback (docs/decisions/0022-not-found-fallback.md); the request gives the
   * referrer and user agent. Must stay cheap and bounded. Cached pages the fast path answers are
   * counted there (modules/redirects/index.ts).
   */
  onNotFound?: (path: string, kind: 'fallback' | 'not-found', req: IncomingMessage) => void;
}

export interface PageSources {
  /** index.html with the built (or dev) script tags */
  template(req: Request): Promise<string>;
  entry(): Promise<ServerEntry>;
  /** <link> tags preloading a page's lazy chunks (production: from Vite's manifest) */
  preload?(modules: string[]): string;
  /** dev only: turns a render error's stack back into source positions */
  fixStack?(err: Error): void;
}

/** Keeps an explicit ?lang= across a redirect. */
function withSearch(target: string, req: Request): string {
  const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
  return search && !target.includes('?') ? target + search : target;
}

const HTML = 'text/html; charset=utf-8';

/** A booking's change-or-cancel page (/booking/:token): its link is personal, so the page is the shell the browser fills. */
const isBookingLinkPath = (path: string) => isBookingPath(path) && !isUnder(stripLanguage(path.toLowerCase()), routePatterns.book);

/** Whether an answer tells the visitor the address names nothing (the not-found log's hook). */
export function notFoundKind(answer: { status: number; headers: string[] }): 'fallback' | 'not-found' | null {
  if (answer.status === 404) return 'not-found';
  const at = answer.headers.findIndex((name, i) => i % 2 === 0 && name.toLowerCase() === 'location');
  return answer.status === 302 && at >= 0 && hasNotFoundMarker(answer.headers[at + 1] ?? '') ? 'fallback' : null;
}

/**
 * Answers every page request: public pages server-rendered in the visitor's language (302 for
 * redirecting routes, 404 for the not-found screen), back-office paths as the empty shell that the
 * browser renders. The page's data comes from the read model in this process (no HTTP). A page
 * whose data or render failed is a 503 carrying the shell, never a 200 of loading spinners.
 * Anonymous visitors' pages, redirects and not-founds are kept in the page cache (page-cache.ts).
 */
export function renderPage(deps: RenderDeps, sources: PageSources): RequestHandler {
  /** The in-process transport of one render, telling `reads` the cache key of each read it answers. */
  const transportFor =
    (reads: Set<string>): ServerEntryModule.RenderOptions['transport'] =>
    async ({ method, url }) =>
      method === 'GET' ? deps.readModel.resolve(url, (key) => reads.add(key)) : { status: 405, data: { message: 'not available while rendering' } };

  return async (req, res) => {
    // old ?lang= links: the same page at its address in that language (docs/decisions/0005-bilingual-content.md)
    const queryLang = req.query.lang;
    if (queryLang !== undefined && !isAdminPath(req.path) && !isPreviewPath(req.path)) {
      const url = new URL(req.originalUrl, 'http://in-process');
      url.searchParams.delete('lang');
      return redirectTo(res, 301, twinPath(url.pathname + url.search, isLanguage(queryLang) ? queryLang : languageOfPath(req.path)));
    }
    // the back office has no language in its URLs
    if (languageOfPath(req.path) === 'en' && isAdminPath(stripLanguage(req.path))) return redirectTo(res, 301, stripLanguage(req.path));
    // `/` alone follows an English-preferring browser's first visit to /en (docs/decisions/0024-beyond-the-spec.md)
    if (req.path === '/') res.vary('Accept-Language');
    if (isEnglishHomeVisit(req)) return redirectTo(res.set('Cache-Control', 'private, no-cache').vary('Cookie'), 302, englishHomeTarget(req));

    // public pages: the language of the URL, whatever the visitor stored; the back office: the stored choice
    const lang = isAdminPath(req.path) ? pickServerLanguage(undefined, req.get('cookie')) : languageOfPath(req.path);
    const [template, entry] = await Promise.all([sources.template(req), sources.entry()]);
    // previews: the client-rendered shell, never kept (no page cache, no ETag) nor indexed; a dead
    // shared link is a 404 (status from modules/preview/preview.routes.ts, docs/decisions/0016-publishing.md);
    // a booking's link likewise (docs/decisions/0028-booking-and-chat.md)
    if (isPreviewPath(req.path) || isBookingLinkPath(req.path)) {
      const page = fillTemplate(template, { htmlLang: entry.htmlLang(lang), head: '<meta name="robots" content="noindex">', html: '', state: entry.appStateScript({ lang, rendered: false }) });
      return res.status((res.locals.previewStatus as number | undefined) ?? 200).set('Cache-Control', 'no-store').set('X-Robots-Tag', 'noindex').type(HTML).send(page);
    }
    // the HTML depends on the signed-in user (the footer): a signed-in visitor's page, and the back
    // office, are personal; every anonymous visitor gets the same page for an address, which a CDN may
    // share (`/` also depends on the language cookie: see isEnglishHomeVisit). A session cookie that
    // signs no one in (expired, forged) gets the anonymous page, kept, so it cannot force a render per
    // request. docs/decisions/0019-edge-cache.md, 0020-edge-hardening.md
    // a form posted without JavaScript, answered with its page again (enquiry-form.routes.ts): personal, never kept
    const enquiryForm = res.locals.enquiryForm as ServerEntryModule.RenderOptions['enquiryForm'];
    if (isAdminPath(req.path) || req.user || enquiryForm) res.set('Cache-Control', 'private, no-store').vary('Cookie');
    else if (req.path === '/') res.set('Cache-Control', SHAREABLE).vary('Cookie');
    else res.set('Cache-Control', SHAREABLE);
    res.vary('Accept-Encoding');

    const shell = (status: number, head = ''): PageToKeep => ({
      status,
      contentType: HTML,
      headers: replayedHeaders(res.getHeaders()),
      body: fillTemplate(template, { htmlLang: entry.htmlLang(lang), head, html: '', state: entry.appStateScript({ lang, rendered: false }) }),
    });
    const once = { acceptEncoding: req.get('accept-encoding') };
    const send = async (page: PageToKeep) => writeCachedReply(req, res, await toCachedReply(page, once));

    if (isAdminPath(req.path)) return send(shell(200, '<meta name="robots" content="noindex">'));

    /** The public page, or null when its render failed (never kept). */
    const renderPublic = async (): Promise<PageToKeep | null> => {
      let result: ServerEntryModule.RenderResult;
      const reads = new Set<string>();
      try {
        result = await entry.render(req.originalUrl, lang, { transport: transportFor(reads), origin: deps.siteOrigin(req), user: req.user ?? null, enquiryForm });
      } catch (err) {
        sources.fixStack?.(err as Error);
        (req.log ?? deps.logger).error({ err, url: req.originalUrl }, 'server render failed; answering 503 with the client-rendered shell');
        return null;
      }
      if (result.redirect) {
        const location = safeLocation(withSearch(result.redirect, req));
        return { status: 302, contentType: 'text/plain; charset=utf-8', headers: [...replayedHeaders(res.getHeaders()), 'location', location], body: `Found. Redirecting to ${location}`, reads: [...reads] };
      }
      const head = result.head + (sources.preload?.(result.modules) ?? '');
      return { status: result.status, contentType: HTML, headers: replayedHeaders(res.getHeaders()), body: fillTemplate(template, { ...result, head }), reads: [...reads] };
    };

    const key = deps.pageCache?.keyOf(req, deps.siteOrigin(req));
    const answer = key ? await deps.pageCache!.fill(key, renderPublic) : await renderPublic().then((page) => page && toCachedReply(page, once));
    if (answer) {
      const missed = notFoundKind(answer);
      if (missed) deps.onNotFound?.(req.path, missed, req);
      return writeCachedReply(req, res, answer);
    }
    res.set({ 'Retry-After': '5', 'Cache-Control': 'no-store' });
    return send(shell(503, '<meta name="robots" content="noindex">'));
  };
}
