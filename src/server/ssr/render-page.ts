import type { Request, RequestHandler } from 'express';
import type { PublicUser } from '../../shared/schemas/auth';
import { isAdminPath } from '../../client/app/admin-paths';
import type { AppContext } from '../lib/context';
import { sendHtml } from './compression';
import { fillTemplate } from './html-template';
import { pickServerLanguage, type Language } from './language';

/** The server entry's interface (src/client/entry-server.tsx, built to dist/server/entry-server.js). */
export interface ServerEntry {
  render(
    url: string,
    lang: Language,
    options: { apiBaseUrl: string; origin: string; user?: PublicUser | null },
  ): Promise<{ status: number; redirect: string | null; html: string; head: string; state: string; htmlLang: string; modules: string[] }>;
  appStateScript(state: { lang: Language; rendered: boolean }): string;
  htmlLang(lang: Language): string;
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

export function siteOrigin(ctx: AppContext, req: Request): string {
  return ctx.config.publicUrl?.replace(/\/+$/, '') ?? `${req.protocol}://${req.get('host')}`;
}

/** Keeps an explicit ?lang= across a redirect. */
function withSearch(target: string, req: Request): string {
  const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
  return search && !target.includes('?') ? target + search : target;
}

/**
 * Answers every page request: public pages server-rendered in the visitor's language (302 for
 * redirecting routes, 404 for the not-found screen), back-office paths as the empty shell that the
 * browser renders. A failed server render falls back to the shell, which renders in the browser.
 */
export function renderPage(ctx: AppContext, sources: PageSources): RequestHandler {
  return async (req, res) => {
    const lang = pickServerLanguage(req.query.lang, req.get('cookie'));
    const [template, entry] = await Promise.all([sources.template(req), sources.entry()]);
    // the HTML depends on the language cookie and the signed-in user
    res.set('Cache-Control', 'private, no-cache').vary('Cookie');

    const shell = (status: number, head = '') =>
      sendHtml(
        req,
        res,
        status,
        fillTemplate(template, {
          htmlLang: entry.htmlLang(lang),
          head,
          html: '',
          state: entry.appStateScript({ lang, rendered: false }),
        }),
      );

    if (isAdminPath(req.path)) return shell(200, '<meta name="robots" content="noindex">');

    let result: Awaited<ReturnType<ServerEntry['render']>>;
    try {
      result = await entry.render(req.originalUrl, lang, {
        apiBaseUrl: `http://127.0.0.1:${req.socket.localPort}`,
        origin: siteOrigin(ctx, req),
        user: req.user ?? null,
      });
    } catch (err) {
      sources.fixStack?.(err as Error);
      ctx.logger.error({ err, url: req.originalUrl }, 'server render failed; sending the client-rendered shell');
      return shell(200);
    }
    if (result.redirect) {
      res.redirect(302, withSearch(result.redirect, req));
      return;
    }
    const head = result.head + (sources.preload?.(result.modules) ?? '');
    sendHtml(req, res, result.status, fillTemplate(template, { ...result, head }));
  };
}
