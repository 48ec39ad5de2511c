import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type Express, type RequestHandler, type Response } from 'express';
import { adminPathPrefixes } from '../../shared/paths';
import { redirectTo } from '../lib/safe-location';
import { compressedStatic } from './static-assets';
import { preloadLinks, readManifest } from './preload-links';
import { renderPage, type RenderDeps, type ServerEntry } from './render-page';
import { robotsTxt, sitemapEntries, sitemapIndexXml, sitemapParts, sitemapXml, type SitemapArticle } from './sitemap';
import type { SitemapSource } from './sitemap-source';

const root = path.resolve(import.meta.dirname, '../../..');

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8"><title>Site not built</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.6">
<h1>The site has not been built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing), then restart the server. The API under <code>/api</code> is already running.</p>
<p lang="zh-CN">网站尚未构建：请先运行 <code>npm run build</code>，然后重新启动服务器。</p>
</body></html>`;

/** A path ending in a file's name (`x.js`, `wp-login.php`): never a page's address (slugs are words and hyphens). */
const FILE_NAME = /\.(?:[mc]?js|css|map|json|txt|xml|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|eot|html?|php\d?|aspx?|jsp|cgi|env|ini|bak|sql|zip|gz|tar|rar|7z|ya?ml|log|webmanifest)$/i;

function assetCacheHeaders(res: Response, relPath: string): void {
  // hashed build output never changes under its name; everything else may change with a deploy
  res.set('Cache-Control', relPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
}

/** What serving the client needs: rendering's, and where the sitemap's articles come from. */
export interface ClientDeps extends RenderDeps {
  /** the articles with each language's last change, and the redirected addresses (default: the public read, no lastmod per language) */
  sitemap?: SitemapSource;
}

/** The sitemap's articles from the public read, when no source is given. */
const fromReadModel = (deps: RenderDeps): SitemapSource => ({
  articles: async () => (await deps.readModel.read('articles', { lang: 'zh' })) as SitemapArticle[],
  redirected: async () => new Set(),
});

/** /robots.txt and /sitemap.xml (every public page and published article, zh and en alternates). */
function mountSeoFiles(app: Express, deps: ClientDeps): void {
  const source = deps.sitemap ?? fromReadModel(deps);
  app.get('/robots.txt', (req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(deps.siteOrigin(req), adminPathPrefixes));
  });
  const parts = async () => {
    const [articles, redirected] = await Promise.all([source.articles(), source.redirected()]);
    return sitemapParts(sitemapEntries(articles, redirected));
  };
  const sendXml = (res: Response, body: string) => res.type('application/xml').set('Cache-Control', 'public, max-age=300').send(body);
  // one file while the site has at most SITEMAP_URLS_PER_FILE addresses, else an index of its parts
  app.get('/sitemap.xml', async (req, res) => {
    const all = await parts();
    sendXml(res, all.length > 1 ? sitemapIndexXml(deps.siteOrigin(req), all) : sitemapXml(deps.siteOrigin(req), all[0] ?? []));
  });
  app.get('/sitemap-:part.xml', async (req, res, next) => {
    const all = await parts();
    const part = /^\d{1,4}$/.test(req.params.part) && all.length > 1 ? all[Number(req.params.part) - 1] : undefined;
    if (!part) return next();
    sendXml(res, sitemapXml(deps.siteOrigin(req), part));
  });
}

/** How the client is served: what renders a page, and what to mount for it. */
export interface ClientPages {
  /**
   * Renders the page at the request's address: every page's GET, and the routes that set what the
   * page shows first (res.locals: a preview's status, the enquiry form posted again).
   */
  render: RequestHandler;
  /** robots.txt, the sitemap, the built assets and every page's GET: the app's last routes. */
  mount(app: Express): void;
}

/** Development: Vite in middleware mode, with the server entry loaded from source on every request. */
async function devPages(deps: ClientDeps): Promise<ClientPages> {
  const { createServer } = await import('vite');
  const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' });
  const indexHtml = path.join(root, 'index.html');
  const render = renderPage(deps, {
    template: async (req) => {
      const html = await vite.transformIndexHtml(req.originalUrl, fs.readFileSync(indexHtml, 'utf8'));
      // the stylesheet as a link too, so server-rendered pages are styled before the scripts run
      return html.replace('<!--head-->', '<link rel="stylesheet" href="/src/client/styles/globals.css"><!--head-->');
    },
    entry: () => vite.ssrLoadModule('/src/client/entry-server.tsx') as Promise<ServerEntry>,
    fixStack: (err) => vite.ssrFixStacktrace(err),
  });
  return {
    render,
    mount(app) {
      mountSeoFiles(app, deps);
      app.use(vite.middlewares);
      app.get('/{*splat}', render);
    },
  };
}

/**
 * The client: built assets with long caching for hashed files, public pages rendered on the
 * server through dist/server/entry-server.js, back-office paths as the client-rendered shell.
 */
export async function clientPages(deps: ClientDeps): Promise<ClientPages> {
  if (deps.config.dev) return devPages(deps);

  const dist = deps.distDir ?? path.join(root, 'dist');
  const clientDir = path.join(dist, 'client');
  const serverEntry = path.join(dist, 'server/entry-server.js');
  const templateFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(templateFile) || !fs.existsSync(serverEntry)) {
    deps.logger.warn('dist/ is missing: run `npm run build`; pages answer 503 until then');
    const notBuilt: RequestHandler = (_req, res) => {
      res.status(503).type('html').set('Cache-Control', 'no-store').send(notBuiltPage);
    };
    return {
      render: notBuilt,
      mount(app) {
        mountSeoFiles(app, deps);
        app.get('/{*splat}', notBuilt);
      },
    };
  }

  const template = fs.readFileSync(templateFile, 'utf8');
  const manifest = readManifest(clientDir);
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const render = renderPage(deps, {
    template: async () => template,
    entry: async () => entry,
    preload: (modules) => preloadLinks(manifest, modules),
  });
  return {
    render,
    mount(app) {
      mountSeoFiles(app, deps);
      app.get('/index.html', (_req, res) => redirectTo(res, 301, '/'));
      const assets = compressedStatic(clientDir, assetCacheHeaders);
      app.locals.staticAssets = assets; // tests read how much it keeps
      app.use(assets);
      // no directory redirects: every Location goes through lib/safe-location.ts
      app.use(express.static(clientDir, { index: false, redirect: false, setHeaders: (res, file) => assetCacheHeaders(res, `/${path.relative(clientDir, file).split(path.sep).join('/')}`) }));
      // a chunk of an older build is gone, or a file that never was (scanners' /wp-login.php, junk .js):
      // a plain 404, not a render of the not-found page (pages have no file extension)
      app.use((req, res, next) => {
        if (!req.path.startsWith('/assets/') && !FILE_NAME.test(req.path)) return next();
        res.status(404).set('Cache-Control', 'no-store').end();
      });
      app.get('/{*splat}', render);
    },
  };
}
