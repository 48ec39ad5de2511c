import type { ConsultationStatus } from './catalog';
import type { Language } from './languages';
import { can, type Permission, type Role } from './permissions';

/**
 * Every URL of the app in one place: the client's route table and links, and the server's
 * robots.txt and admin-shell check, read them here.
 */

/** Route patterns as React Router matches them (`:name` parameters, `*` splats). */
export const routePatterns = {
  home: '/',
  contact: '/contact',
  techdocs: '/techdocs',
  /** the privacy notice the enquiry form's consent links to */
  privacy: '/privacy',
  news: '/news',
  newsArticle: '/news/:id',
  /** site search results (docs/decisions/0013-search.md) */
  search: '/search',
  /** old back-office addresses of the docs, redirected to the screens in use */
  admin: '/admin',
  adminAny: '/admin/*',
  /** old article and category addresses, redirected to the pages in use */
  articleById: '/article/:articleId',
  /** previews of drafts (docs/decisions/0016-publishing.md): staff's own, and a shared link's */
  previewArticle: '/preview/articles/:id',
  previewLink: '/preview/:token',
  categoryById: '/category/:categoryId',
  section: '/:section',
  sectionItem: '/:section/:item',
  notFound: '*',
  auth: '/auth',
  login: '/login',
  dashboard: '/dashboard',
  articles: '/articles',
  categories: '/categories',
  consultations: '/consultations',
  settings: '/settings',
  download: '/download',
  users: '/users',
  /** the audit log (docs/decisions/0017-audit-log.md) */
  activity: '/activity',
  /** the media library; not /media, where the images themselves are served (docs/decisions/0014-media.md) */
  media: '/media-library',
  newsManagement: '/news-management',
  /** the review queue of submitted articles (docs/decisions/0026-roles-and-review.md); mail links open one submission */
  review: '/review',
  reviewSubmission: '/review/:submissionId',
  /** redirects staff manage, and the addresses visitors could not reach (docs/decisions/0027-found-and-shared.md) */
  redirects: '/redirects',
  /** booking a consultation (docs/decisions/0028-booking-and-chat.md): the visitor's page, the link to change or cancel, the staff week */
  book: '/book',
  bookingManage: '/booking/:token',
  bookings: '/bookings',
  /** visits, pages, campaigns and what they bring, counted without cookies (docs/decisions/0029-analytics.md) */
  analytics: '/analytics',
  /** self-assessments (docs/decisions/0030-self-assessments.md): a visitor's check, and staff's screen and editor */
  eligibility: '/eligibility/:slug',
  assessments: '/assessments',
  assessmentEdit: '/assessments/:id',
} as const;

type Query = Record<string, string | undefined>;

/** `path?key=value…`, leaving out undefined values; `path` alone when nothing is left. */
export function withQuery(path: string, query: Query): string {
  const defined = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const search = new URLSearchParams(defined).toString();
  return search ? `${path}?${search}` : path;
}

const p = routePatterns;

/** Links: fixed paths as strings, paths with parameters or a query as builders. */
export const paths = {
  home: p.home,
  /** a section of the home page: /#about, /#services, /#contact */
  homeAnchor: (anchor: string) => `${p.home}#${anchor}`,
  contact: p.contact,
  techdocs: p.techdocs,
  privacy: p.privacy,
  news: p.news,
  newsArticle: (id: number) => `${p.news}/${id}`,
  /** the search page in a language, with its query */
  search: (lang: Language, q?: string) => localePath(withQuery(p.search, { q: q || undefined }), lang),
  /** a service section's page, /{type}: the catalogue's basePath, and a category row's by default */
  section: (type: string) => `/${type}`,
  /** a page of a service section: {basePath}/{item} (an item key or article-{id}) */
  serviceItem: (basePath: string, item: string) => `${basePath}/${item}`,
  auth: p.auth,
  login: p.login,
  dashboard: p.dashboard,
  articles: p.articles,
  /** `tab` is a tab of the articles screen: all, published, draft, archived or a category */
  articlesWith: (query: { tab?: string }) => withQuery(p.articles, query),
  categories: p.categories,
  consultations: p.consultations,
  consultationsWith: (query: { status?: ConsultationStatus; assignee?: 'me' | 'unassigned'; open?: string }) => withQuery(p.consultations, query),
  settings: p.settings,
  download: p.download,
  users: p.users,
  activity: p.activity,
  media: p.media,
  newsManagement: p.newsManagement,
  review: p.review,
  reviewSubmission: (submissionId: number) => `${p.review}/${submissionId}`,
  redirects: p.redirects,
  /** the booking page, its service chosen (a consultation service of the catalogue) */
  book: (service?: string | null) => withQuery(p.book, { service: service || undefined }),
  /** the page where a visitor changes or cancels a booking, in the booking's language */
  bookingManage: (token: string, lang: Language) => localePath(`/booking/${encodeURIComponent(token)}`, lang),
  bookings: p.bookings,
  analytics: p.analytics,
  /** a self-assessment's page (the caller adds /en with localePath) */
  eligibility: (slug: string) => `/eligibility/${encodeURIComponent(slug)}`,
  assessments: p.assessments,
  /** an assessment's editor; `new` for one not saved yet */
  assessmentEdit: (id: number | 'new') => `${p.assessments}/${id}`,
  /** staff's preview of an article's saved draft (or a revision) in `lang`: English under /en */
  previewArticle: (id: number, lang: Language, revision?: number) => localePath(withQuery(`/preview/articles/${id}`, { revision: revision === undefined ? undefined : String(revision) }), lang),
} as const;

/** Search pages, in either language: never kept by the page cache (one entry per query would crowd out the site). */
export const isSearchPath = (pathname: string) => isUnder(stripLanguage(pathname.toLowerCase()), p.search);

/**
 * The booking page and a booking's change-or-cancel page, in either language: never kept by the page
 * cache (their content depends on the clock, other visitors' bookings, or a personal link: docs/decisions/0028-booking-and-chat.md).
 */
export const isBookingPath = (pathname: string) => {
  const path = stripLanguage(pathname.toLowerCase());
  return isUnder(path, p.book) || isUnder(path, p.bookingManage.slice(0, p.bookingManage.indexOf('/:')));
};

/** Preview pages, in either language: never cached, never indexed, never sent to the visitor's stored language. */
export const isPreviewPath = (pathname: string) => isUnder(stripLanguage(pathname), '/preview');

/** Static files (not routes) served by the server: the download centre's files and the HTML docs. */
export const files = {
  projectZip: '/downloads/project-download.zip',
  scriptsZip: '/downloads/deployment-scripts.zip',
  setupScript: '/setup.cjs',
  deployScript: '/deploy.cjs',
  checkScript: '/check-environment.cjs',
  techdocsHtml: '/techdocs/index.html',
  downloadInstructions: '/downloads/download-instructions.md',
  deploymentGuide: '/downloads/deployment-guide.md',
} as const;

/**
 * The back office's screens in the sidebar's order: its group and i18n key (layout.nav.{key}), the
 * permission a role needs to see it (src/shared/permissions.ts), and the /admin/{segment} addresses
 * named in the docs (docs/product-spec.md, section 2) that lead to it.
 */
export const adminScreens = [
  { key: 'dashboard', path: p.dashboard, group: 'mainFunctions', permission: 'backOffice', adminAliases: ['dashboard'] },
  { key: 'articles', path: p.articles, group: 'mainFunctions', permission: 'writeArticles', adminAliases: ['', 'articles'] },
  { key: 'review', path: p.review, group: 'mainFunctions', permission: 'publishArticles', adminAliases: ['review'] },
  { key: 'categories', path: p.categories, group: 'mainFunctions', permission: 'manageSite', adminAliases: ['categories'] },
  { key: 'consultations', path: p.consultations, group: 'mainFunctions', permission: 'readEnquiries', adminAliases: ['consultations'] },
  { key: 'bookings', path: p.bookings, group: 'mainFunctions', permission: 'manageBooking', adminAliases: ['bookings', 'booking'] },
  { key: 'analytics', path: p.analytics, group: 'mainFunctions', permission: 'viewAnalytics', adminAliases: ['analytics', 'statistics'] },
  { key: 'assessments', path: p.assessments, group: 'mainFunctions', permission: 'manageAssessments', adminAliases: ['assessments', 'eligibility'] },
  { key: 'media', path: p.media, group: 'mainFunctions', permission: 'writeArticles', adminAliases: ['media'] },
  // contact and social settings need manageSite, notification and retention settings manageEnquiries:
  // the screen shows each part by its own permission, and everyone's own account (settings-page.tsx)
  { key: 'redirects', path: p.redirects, group: 'mainFunctions', permission: 'manageSite', adminAliases: ['redirects'] },
  { key: 'settings', path: p.settings, group: 'mainFunctions', permission: 'manageSite', adminAliases: ['settings'] },
  { key: 'download', path: p.download, group: 'systemSettings', permission: 'backOffice', adminAliases: ['download', 'downloads'] },
  { key: 'users', path: p.users, group: 'systemSettings', permission: 'manageUsers', adminAliases: ['users'] },
  { key: 'activity', path: p.activity, group: 'systemSettings', permission: 'manageSystem', adminAliases: ['activity', 'audit'] },
] as const satisfies readonly { key: string; path: string; group: string; permission: Permission; adminAliases: readonly string[] }[];
export type AdminScreenKey = (typeof adminScreens)[number]['key'];
export type AdminNavGroup = (typeof adminScreens)[number]['group'];
export type AdminScreen = (typeof adminScreens)[number];

/** Screens that keep their sub-path under /admin: /admin/review/12 is /review/12 (the mails' links). */
const keepsSubPath: readonly AdminScreenKey[] = ['review', 'assessments'];

/** Whether the sidebar lists the screen for `role`. */
export const canOpenScreen = (role: Role | null | undefined, screen: AdminScreen): boolean => can(role, screen.permission);

/** The screen at `pathname` (/review/12 is the review's), if any. */
export const adminScreenAt = (pathname: string): AdminScreen | undefined => adminScreens.find((s) => isUnder(pathname, s.path));

/**
 * Whether `role` may open what is at `pathname`: a screen her role may use, or /settings, where
 * everyone signed in keeps her own account (the other parts by their own permission: settings-page.tsx).
 */
export function mayOpenAdminPath(role: Role | null | undefined, pathname: string): boolean {
  const screen = adminScreenAt(pathname);
  if (!screen) return role != null;
  return screen.key === 'settings' ? role != null : canOpenScreen(role, screen);
}

/**
 * Where a role starts in the back office: the first screen of its own work (not one every member of
 * staff has): the articles for admins, editors and authors, the inbox for sales; null without a back office.
 */
export function adminLandingPath(role: Role | null | undefined): string | null {
  const own = adminScreens.find((s) => s.permission !== 'backOffice' && canOpenScreen(role, s));
  return (own ?? adminScreens.find((s) => canOpenScreen(role, s)))?.path ?? null;
}

/**
 * Where /admin/{segment}/… goes: the screen named by the segment (with the rest of the path for the
 * review), else the role's first screen (the articles when the role is not known).
 */
export function adminRedirectTarget(rest: string, role?: Role | null): string {
  const [segment = '', ...below] = rest.split('/').filter((part, i) => i === 0 || part !== '');
  const screen = adminScreens.find((s) => (s.adminAliases as readonly string[]).includes(segment));
  if (screen && segment !== '') return keepsSubPath.includes(screen.key) && below.length > 0 ? `${screen.path}/${below.join('/')}` : screen.path;
  return adminLandingPath(role) ?? p.articles;
}

/** Paths of the back office: client-rendered, in their own chunks; public pages never load them. */
export const adminPathPrefixes: readonly string[] = [p.auth, p.login, ...adminScreens.map((s) => s.path), p.newsManagement];

/** True for `prefix` itself and anything below it (`/articles`, `/articles/x`; not `/articlesx`). */
export const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function isAdminPath(pathname: string): boolean {
  return adminPathPrefixes.some((prefix) => isUnder(pathname, prefix));
}

/** The sign-in screens: nowhere to come back to once signed in. */
export const isSignInPath = (pathname: string) => isUnder(pathname, p.auth) || isUnder(pathname, p.login);

/**
 * English pages live under /en (docs/decisions/0005-bilingual-content.md); Chinese, the default, at
 * the bare path. The back office has no language in its URLs.
 */
export const englishPrefix = '/en';

/** The language of a public URL path. */
export const languageOfPath = (pathname: string): Language => (isUnder(pathname, englishPrefix) ? 'en' : 'zh');

/** A path without its language prefix: /en/contact -> /contact, /en -> /. */
export function stripLanguage(pathname: string): string {
  if (!isUnder(pathname, englishPrefix)) return pathname;
  return pathname.slice(englishPrefix.length) || '/';
}

/** A public path in a language: /contact -> /en/contact, / -> /en (Chinese: unchanged). */
export const localePath = (path: string, lang: Language): string => (lang === 'en' ? (path === '/' ? englishPrefix : `${englishPrefix}${path}`) : path);

/**
 * The same page in another language (path with its query and hash). Leading slashes and backslashes
 * collapse to one, so a visitor-made `/en//evil.example` never becomes a link to `//evil.example`.
 */
export function twinPath(pathWithQuery: string, lang: Language): string {
  const at = pathWithQuery.search(/[?#]/);
  const [pathname, rest] = at === -1 ? [pathWithQuery, ''] : [pathWithQuery.slice(0, at), pathWithQuery.slice(at)];
  return localePath(stripLanguage(pathname).replace(/^[/\\]+/, '/'), lang) + rest;
}
