import { articlePath, type ArticlePathInput } from '../../../shared/article-path';
import { sections } from '../../../shared/catalog';
import { languages } from '../../../shared/languages';
import { files, isAdminPath, isUnder, localePath, paths, routePatterns, stripLanguage } from '../../../shared/paths';

/*
 * Which addresses a redirect may start from (docs/decisions/0027-found-and-shared.md): never a page
 * the site shows (a fixed page or a published article, in either language), the back office, or
 * what the server answers itself (the API, built assets, images, share images, uploads, previews,
 * the download centre's files).
 */

/** The fixed public pages, Chinese paths: each is also live at its /en twin. */
const fixedPages: readonly string[] = [paths.home, paths.contact, paths.privacy, paths.techdocs, paths.news, routePatterns.search, ...sections.map((s) => s.basePath)];

/** Served by the server below these, whatever follows. */
const serverPrefixes: readonly string[] = [routePatterns.admin, '/api', '/assets', '/media', '/og', '/uploads', '/preview', '/downloads', '/metrics'];

const serverFiles: ReadonlySet<string> = new Set(['/robots.txt', '/sitemap.xml', '/index.html', ...Object.values(files)]);

const livePages: ReadonlySet<string> = new Set(fixedPages.flatMap((path) => languages.map((lang) => localePath(path, lang))));

/** A fixed page, the back office or an address the server answers itself, in either language. */
export function isReservedPath(path: string): boolean {
  const bare = stripLanguage(path);
  return livePages.has(path) || serverFiles.has(path) || /^\/sitemap-\d+\.xml$/.test(path) || isAdminPath(bare) || serverPrefixes.some((prefix) => isUnder(path, prefix) || isUnder(bare, prefix));
}

/** An article's page in each language (Chinese first), none when its category has no page. */
export function articlePaths(article: ArticlePathInput): string[] {
  const path = articlePath(article);
  return path ? languages.map((lang) => localePath(path, lang)) : [];
}

/** The live addresses of these published articles, in both languages. */
export const livePathsOf = (articles: readonly ArticlePathInput[]): Set<string> => new Set(articles.flatMap(articlePaths));

/** A target on this site (not a full URL). */
export const isLocal = (to: string) => to.startsWith('/');

/** The address a local target leads to, as a redirect's `from` would name it: no query or fragment, no trailing slash. */
export function addressOf(to: string): string | null {
  if (!isLocal(to)) return null;
  const path = to.split(/[?#]/, 1)[0]!;
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** A path with its escapes decoded (`/%E6%96%B0` is `/新`), as staff type a `from`; a malformed escape leaves it as asked. */
export function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
