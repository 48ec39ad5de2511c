import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useScrollOnNavigate } from './anchor-link';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { PreloadOverlay } from './preload-overlay';

function PageFallback() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status">
      <Spinner className="size-8 text-primary" aria-label={t('loading')} />
    </div>
  );
}

/** Header, the page, footer: the frame of every public page. */
export function SiteLayout() {
  const { t } = useTranslation();
  useScrollOnNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('layout.skipToContent')}
      </a>
      {/* Suspense boundaries let hydration proceed region by region in separate tasks (less blocking time) */}
      <Suspense>
        <SiteHeader />
      </Suspense>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {/* lazy pages: hydration waits for their chunk while the server's HTML stays in place */}
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
      <PreloadOverlay />
    </div>
  );
}
