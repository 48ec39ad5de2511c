import { useTranslation } from '@/i18n/use-translation';
import { useRenderMode } from '@/lib/render-context';
import { LogoMark } from './logo-mark';
import { usePreload } from './use-preload';

/**
 * The branded loading overlay of the app start (docs/product-spec.md, section 4). Only a page rendered in the browser
 * from the empty shell shows it: server-rendered content is never covered, in the HTML or after.
 */
export function PreloadOverlay() {
  const { t } = useTranslation();
  const mode = useRenderMode();
  const done = usePreload(mode !== 'client');
  if (mode !== 'client' || done) return null;
  return (
    <div role="status" aria-live="polite" aria-label={t('layout.preload.label')} className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-4 bg-primary text-primary-foreground animate-fade-in">
      <LogoMark className="size-16 animate-pulse rounded-full ring-2 ring-white/50" />
      <p className="text-2xl font-bold">{t('brandFull', { ns: 'common' })}</p>
      <p className="text-sm text-white/80">{t('tagline', { ns: 'common' })}</p>
      <p className="text-sm text-white/80">{t('loading', { ns: 'common' })}</p>
    </div>
  );
}
