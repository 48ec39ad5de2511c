import type { Request } from 'express';
import { englishPrefix, isAdminPath, languageOfPath, routePatterns, stripLanguage } from '../../shared/paths';

/** Public pages with a fixed address: labelled as themselves. */
const FIXED_PAGES = new Set<string>([routePatterns.contact, routePatterns.techdocs, routePatterns.privacy, routePatterns.news]);

/**
 * A server-rendered page's address as the route pattern it matches ('/:section/:item', '/en/news/:id'),
 * so a metric has one series per kind of page whatever visitors type. Mirrors the client's route
 * table (shared/paths.ts) coarsely: the exact page is in the log line, not in the label.
 */
export function pageRouteLabel(pathname: string): string {
  const lang = languageOfPath(pathname) === 'en' ? englishPrefix : '';
  const path = stripLanguage(pathname);
  if (isAdminPath(path)) return '(back office)';
  if (path === '/') return lang || '/';
  if (FIXED_PAGES.has(path)) return lang + path;
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 2 && `/${segments[0]}` === routePatterns.news) return lang + routePatterns.newsArticle;
  if (segments.length === 1) return lang + routePatterns.section;
  if (segments.length === 2) return lang + routePatterns.sectionItem;
  return `${lang}/*`;
}

/**
 * The route pattern that answered an Express request: the matched route under its mount path
 * ('/api/public/articles/:id'), for a refusal too; pages and static files, served by catch-alls, by their kind.
 */
export function expressRouteLabel(req: Request): string {
  const route = (req as { route?: { path?: unknown } }).route;
  const pattern = typeof route?.path === 'string' ? route.path : undefined;
  // a mounted router strips its mount path from req.url (and req.path) while it runs
  const path = (req.originalUrl || req.url).split('?')[0]!;
  if (pattern && !pattern.includes('*')) {
    // the mount path is the address less the route's own segments: by the time an error is answered,
    // Express has given req.baseUrl back to the app (''), so it cannot be read there
    const segments = path.split('/').filter(Boolean);
    const mount = segments.slice(0, Math.max(0, segments.length - pattern.split('/').filter(Boolean).length));
    return `${mount.map((s) => `/${s}`).join('')}${pattern}` || '/';
  }
  if (path.startsWith('/api/')) return '/api (no route)';
  if (path.startsWith('/assets/')) return '/assets/*';
  if (/\.[a-z0-9]+$/i.test(path) && !pattern) return '(static file)';
  return pageRouteLabel(path);
}
