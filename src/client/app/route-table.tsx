import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { adminScreens, paths, routePatterns as r, type AdminScreenKey } from '@shared/paths';
import { HomePage } from '@/features/site/home';
import { articleAddressQuery, categoriesQuery } from '@/lib/public-queries';
import { homeContentQuery } from '@/lib/home-content-queries';
import { once, redirectTo, type Prefetch } from './route-prefetch';
import { Lazy } from './routes/lazy-screen';
import { notFoundChunk, notFoundElement } from './routes/not-found-route';
import { AdminRedirect, ArticleRedirect, CategoryRedirect } from './routes/site-redirects';

/**
 * The one route table: each route's path (from shared/paths), page, server prefetch and lazy chunk.
 * The router's trees (app-routes.tsx) and the server's prefetch (prefetch.ts) are derived from it.
 */

/** A back-office route: client-rendered, its screen in a chunk of its own. */
export interface AdminRoute {
  path: string;
  element: ReactNode;
  /** 'admin': inside the admin layout (sign-in guard, sidebar); 'none': a screen of its own */
  layout: 'admin' | 'none';
}

/** A public page: server-rendered inside the site layout. */
export interface SiteRoute {
  path: string;
  element: ReactNode;
  /** the data the server loads before rendering; only the first matching route's runs */
  prefetch?: Prefetch;
  /** key of the page's lazy chunk in Vite's manifest, which the server preloads */
  chunk?: string;
}

// The back office is a chunk of its own (features/admin/back-office.ts), its editor another: public
// pages never download admin code (TipTap included).
const backOffice = <K extends keyof typeof import('@/features/admin/back-office')>(key: K) =>
  lazy(() => import('@/features/admin/back-office').then((m) => ({ default: m[key] })));
const AuthPage = backOffice('AuthPage');
const authScreen = <Lazy fullScreen><AuthPage /></Lazy>;

/** The sidebar's screens (their paths, order and old /admin/* addresses are in shared/paths). */
const screens: Record<AdminScreenKey, ComponentType> = {
  dashboard: backOffice('DashboardPage'),
  articles: backOffice('ArticlesPage'),
  categories: backOffice('CategoriesPage'),
  review: backOffice('ReviewPage'),
  consultations: backOffice('ConsultationsPage'),
  bookings: backOffice('BookingsPage'),
  analytics: backOffice('AnalyticsPage'),
  assessments: backOffice('AssessmentsPage'),
  media: backOffice('MediaPage'),
  redirects: backOffice('RedirectsPage'),
  settings: backOffice('SettingsPage'),
  download: backOffice('DownloadPage'),
  users: backOffice('UsersPage'),
  activity: backOffice('ActivityPage'),
};
const ReviewPage = screens.review;
const AssessmentsPage = screens.assessments;
/** the layout (guard, sidebar) around the screens, from the same chunk */
export const AdminLayout = backOffice('AdminLayout');

const adminRoutes: AdminRoute[] = [
  { path: r.auth, layout: 'none', element: authScreen },
  { path: r.login, layout: 'none', element: authScreen },
  ...adminScreens.map(({ key, path }): AdminRoute => {
    const Screen = screens[key];
    return { path, layout: 'admin', element: <Lazy><Screen /></Lazy> };
  }),
  // a submission's own address (the mails' links) opens the same review screen
  { path: r.reviewSubmission, layout: 'admin', element: <Lazy><ReviewPage /></Lazy> },
  // an assessment's editor (docs/decisions/0030-self-assessments.md) is the same screen, an assessment opened
  { path: r.assessmentEdit, layout: 'admin', element: <Lazy><AssessmentsPage /></Lazy> },
  { path: r.newsManagement, layout: 'admin', element: <Navigate to={paths.articlesWith({ tab: 'news' })} replace /> },
];

/**
 * A page in its own chunk, so the home page downloads none of them. The server renders it in full
 * and preloads its chunk; the browser hydrates it once the chunk has arrived. One element per page,
 * shared by its routes, so moving between them keeps the page mounted. The server's prefetchers
 * come from the same chunk (`load`), so the browser's entry does not carry them.
 */
function lazyPage<M>(chunk: string, load: () => Promise<M>, page: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: page(module) })));
  return { chunk, element: <Page />, load };
}
const services = lazyPage('src/client/features/site/services/index.tsx', () => import('@/features/site/services'), (m) => m.ServicePage);
const news = lazyPage('src/client/features/site/news/index.tsx', () => import('@/features/site/news'), (m) => m.NewsPage);
const contact = lazyPage('src/client/features/site/contact-page/index.ts', () => import('@/features/site/contact-page'), (m) => m.ContactPage);
const techdocs = lazyPage('src/client/features/site/techdocs/index.tsx', () => import('@/features/site/techdocs'), (m) => m.TechDocsPage);
// previews of drafts (docs/decisions/0016-publishing.md): the server answers them with the shell, never cached
const previewArticle = lazyPage('src/client/features/site/preview/index.tsx', () => import('@/features/site/preview'), (m) => m.PreviewArticlePage);
const previewLink = lazyPage('src/client/features/site/preview/index.tsx', () => import('@/features/site/preview'), (m) => m.PreviewLinkPage);
const privacy = lazyPage('src/client/features/site/privacy/index.ts', () => import('@/features/site/privacy'), (m) => m.PrivacyPage);
const search = lazyPage('src/client/features/site/search/index.tsx', () => import('@/features/site/search'), (m) => m.SearchPage);
// booking a consultation (docs/decisions/0028-booking-and-chat.md): /book rendered with the free slots, never
// kept by the page cache; a booking's own link (/booking/:token) is the shell the browser fills, like previews
const book = lazyPage('src/client/features/site/booking/index.tsx', () => import('@/features/site/booking'), (m) => m.BookPage);
// self-assessments (docs/decisions/0030-self-assessments.md): rendered with the published version, cached like articles
const eligibility = lazyPage('src/client/features/site/eligibility/index.tsx', () => import('@/features/site/eligibility'), (m) => m.EligibilityPage);
const bookingManage = lazyPage('src/client/features/site/booking/index.tsx', () => import('@/features/site/booking'), (m) => m.BookingManagePage);

/**
 * Public routes (docs/product-spec.md, section 2). The router ranks static segments above ':section' whatever the
 * order; the server's prefetch takes the first match, so static paths come first here. The service
 * page answers not-found for anything but the five sections.
 */
const siteRoutes: SiteRoute[] = [
  // the carousel's chunk is fetched when it nears the viewport (lazy-when-near.ts), not preloaded
  { path: r.home, element: <HomePage />, prefetch: (qc, _params, lang) => qc.prefetchQuery(once(homeContentQuery(lang))) },
  { path: r.contact, chunk: contact.chunk, element: contact.element },
  { path: r.techdocs, chunk: techdocs.chunk, element: techdocs.element },
  { path: r.privacy, chunk: privacy.chunk, element: privacy.element },
  { path: r.book, chunk: book.chunk, element: book.element, prefetch: async (qc) => (await book.load()).prefetchBookPage(qc) },
  { path: r.bookingManage, chunk: bookingManage.chunk, element: bookingManage.element },
  {
    path: r.eligibility,
    chunk: eligibility.chunk,
    element: eligibility.element,
    prefetch: async (qc, params, lang) => (await eligibility.load()).prefetchEligibilityPage(qc, params, lang),
  },
  {
    path: r.search,
    chunk: search.chunk,
    element: search.element,
    prefetch: async (qc, _params, lang, query) => (await search.load()).prefetchSearchPage(qc, lang, query),
  },
  {
    path: r.news,
    chunk: news.chunk,
    element: news.element,
    prefetch: async (qc, params, lang) => {
      const { prefetchNewsPage, newsPageRedirect } = await news.load();
      await prefetchNewsPage(qc, params, lang);
      return redirectTo(newsPageRedirect(qc, params, lang));
    },
  },
  {
    path: r.newsArticle,
    chunk: news.chunk,
    element: news.element,
    prefetch: async (qc, params, lang) => (await news.load()).prefetchNewsPage(qc, params, lang),
  },
  { path: r.admin, element: <AdminRedirect /> },
  { path: r.adminAny, element: <AdminRedirect /> },
  { path: r.articleById, element: <ArticleRedirect />, prefetch: (qc, params, lang) => qc.prefetchQuery(once(articleAddressQuery(params.articleId ?? '', lang))) },
  { path: r.categoryById, element: <CategoryRedirect />, prefetch: (qc, _params, lang) => qc.prefetchQuery(once(categoriesQuery(lang))) },
  { path: r.previewArticle, chunk: previewArticle.chunk, element: previewArticle.element },
  { path: r.previewLink, chunk: previewLink.chunk, element: previewLink.element },
  // a section's own path only redirects (to its first item) or is not found: no chunk to preload
  { path: r.section, element: services.element, prefetch: async (_qc, params) => redirectTo((await services.load()).servicePageRedirect(params)) },
  {
    path: r.sectionItem,
    chunk: services.chunk,
    element: services.element,
    prefetch: async (qc, params, lang) => (await services.load()).prefetchServicePage(qc, params, lang),
  },
  { path: r.notFound, chunk: notFoundChunk, element: notFoundElement },
];

export const routeTable = { admin: adminRoutes, site: siteRoutes } as const;

