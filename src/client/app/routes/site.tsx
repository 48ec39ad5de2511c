import { Route } from 'react-router';
import { ContactPage } from '@/features/site/contact-page';
import { HomePage } from '@/features/site/home';
import { SiteLayout } from '@/features/site/layout';
import { NotFoundPage } from '@/features/site/not-found';
import { lazyPages } from './site-pages';
import { AdminRedirect, ArticleRedirect, CategoryRedirect } from './site-redirects';

const { services, news, techdocs } = lazyPages;

/**
 * Public routes (spec section 2), all server-rendered inside the site layout. Static segments rank
 * above ':section', and the service page answers not-found for anything but the five sections.
 */
export const siteRoutes = (
  <Route element={<SiteLayout />}>
    <Route index element={<HomePage />} />
    <Route path="contact" element={<ContactPage />} />
    <Route path="techdocs" element={<techdocs.Component />} />
    <Route path="news" element={<news.Component />} />
    <Route path="news/:id" element={<news.Component />} />
    <Route path="admin" element={<AdminRedirect />} />
    <Route path="admin/*" element={<AdminRedirect />} />
    <Route path="article/:articleId" element={<ArticleRedirect />} />
    <Route path="category/:categoryId" element={<CategoryRedirect />} />
    <Route path=":section" element={<services.Component />} />
    <Route path=":section/:item" element={<services.Component />} />
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);
