import { Suspense, useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { usePageViews } from '@/features/site/analytics';
import { lazyWhenNear } from '@/lib/lazy-when-near';
import { useScrollOnNavigate } from './anchor-link';
import { SiteHeader } from './header/site-header';
import { PreloadOverlay } from './preload-overlay';

// The footer sits below every page's fold: its code comes as it nears the viewport or at the first
// interaction, and its server HTML stays meanwhile (docs/decisions/0010-first-load-javascript.md)
const FOOTER_ANCHOR = 'site-footer';
const SiteFooter = lazyWhenNear(FOOTER_ANCHOR, () => import('./footer/site-footer').then((m) => m.SiteFooter));

/** The campaign (utm_*) a visitor lands with, kept for the visit: the enquiry may be sent from another page. */
function useRememberUtm() {
  const { search } = useLocation();
  useEffect(() => {
    if (/[?&]utm_/.test(search)) void import('@/lib/enquiry-source').then((m) => m.rememberUtm(search));
  }, [search]);
}

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
  useRememberUtm();
  usePageViews();
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
      {/* the floating WhatsApp button steps aside for the footer (features/site/reach-us) */}
      <div id={FOOTER_ANCHOR} data-reach-us-avoid>
        <Suspense>
          <SiteFooter />
        </Suspense>
      </div>
      <PreloadOverlay />
    </div>
  );
}
