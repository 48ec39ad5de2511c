import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { Language } from '@shared/languages';
import { englishPrefix, routePatterns } from '@shared/paths';
import { SiteLayout } from '@/features/site/layout';
import { AdminLayout, routeTable } from './route-table';
import { Lazy } from './routes/lazy-screen';

const toRoute = ({ path, element }: { path: string; element: ReactNode }) =>
  path === routePatterns.home ? <Route key={path} index element={element} /> : <Route key={path} path={path} element={element} />;

const { admin, site } = routeTable;

/** Back office: client-rendered; the layout's guard sends signed-out visitors to /auth. */
const adminTree = (
  <>
    {admin.filter((route) => route.layout === 'none').map(toRoute)}
    <Route element={<Lazy fullScreen><AdminLayout /></Lazy>}>{admin.filter((route) => route.layout === 'admin').map(toRoute)}</Route>
  </>
);

/** Public pages: server-rendered inside the site layout. */
const siteTree = <Route element={<SiteLayout />}>{site.map(toRoute)}</Route>;

/** The router's view of the route table (route-table.tsx). */
export function AppRoutes() {
  return (
    <Routes>
      {adminTree}
      {siteTree}
    </Routes>
  );
}

/**
 * English pages are the same routes under /en: the router runs with that basename, so every link
 * and route of the table stays language-less (docs/decisions/0005-bilingual-content.md).
 */
export const routerBasename = (lang: Language): string | undefined => (lang === 'en' ? englishPrefix : undefined);
