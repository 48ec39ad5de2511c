import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route } from 'react-router';
import { Spinner } from '@/components/ui/spinner';

// Every back-office screen is its own chunk: public pages never download admin code (TipTap included).
const AuthPage = lazy(() => import('@/features/admin/auth/auth-page'));
const AdminLayout = lazy(() => import('@/features/admin/layout/admin-layout'));
const ArticlesPage = lazy(() => import('@/features/admin/articles/articles-page'));
const CategoriesPage = lazy(() => import('@/features/admin/categories/categories-page'));
const ConsultationsPage = lazy(() => import('@/features/admin/consultations/consultations-page'));
const SettingsPage = lazy(() => import('@/features/admin/settings/settings-page'));
const DownloadPage = lazy(() => import('@/features/admin/downloads/download-page'));

function ChunkSpinner({ fullScreen }: { fullScreen?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div className={fullScreen ? 'flex min-h-dvh items-center justify-center' : 'flex min-h-[40vh] items-center justify-center'}>
      <Spinner className="size-8 text-primary" aria-label={t('loading')} />
    </div>
  );
}

function Lazy({ children, fullScreen }: { children: ReactNode; fullScreen?: boolean }) {
  return <Suspense fallback={<ChunkSpinner fullScreen={fullScreen} />}>{children}</Suspense>;
}

/** Back-office routes: client-rendered, guarded by the admin layout (spinner, /auth redirect, rights screen). */
export const adminRoutes = (
  <>
    <Route path="/auth" element={<Lazy fullScreen><AuthPage /></Lazy>} />
    <Route path="/login" element={<Lazy fullScreen><AuthPage /></Lazy>} />
    <Route element={<Lazy fullScreen><AdminLayout /></Lazy>}>
      <Route path="/articles" element={<Lazy><ArticlesPage /></Lazy>} />
      <Route path="/categories" element={<Lazy><CategoriesPage /></Lazy>} />
      <Route path="/consultations" element={<Lazy><ConsultationsPage /></Lazy>} />
      <Route path="/settings" element={<Lazy><SettingsPage /></Lazy>} />
      <Route path="/download" element={<Lazy><DownloadPage /></Lazy>} />
      <Route path="/news-management" element={<Navigate to="/articles?tab=news" replace />} />
    </Route>
  </>
);
