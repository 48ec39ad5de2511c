import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { AdminLogo } from '../../shared/admin-logo';
import { cn } from '@/lib/utils';

const MIN_MS = 600;
const MAX_MS = 3000;

/**
 * The full-screen start overlay of the sign-in screen: Chinese brand name and 为您开启全球之门
 * (docs/product-spec.md, section 2). Shown while the session check runs, at least briefly and never over 3 s.
 */
export function StartOverlay({ ready }: { ready: boolean }) {
  const { i18n } = useTranslation('common');
  const zh = i18n.getFixedT('zh', 'common');
  const [minElapsed, setMinElapsed] = useState(false);
  const [maxElapsed, setMaxElapsed] = useState(false);
  const [gone, setGone] = useState(false);
  const hiding = (ready && minElapsed) || maxElapsed;

  useEffect(() => {
    const min = window.setTimeout(() => setMinElapsed(true), MIN_MS);
    const max = window.setTimeout(() => setMaxElapsed(true), MAX_MS);
    return () => {
      window.clearTimeout(min);
      window.clearTimeout(max);
    };
  }, []);
  useEffect(() => {
    if (!hiding) return undefined;
    const id = window.setTimeout(() => setGone(true), 300);
    return () => window.clearTimeout(id);
  }, [hiding]);

  if (gone) return null;
  return (
    <div
      data-testid="start-overlay"
      aria-hidden={hiding}
      className={cn(
        'fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-primary text-primary-foreground transition-opacity duration-300',
        hiding && 'pointer-events-none opacity-0',
      )}
    >
      <AdminLogo className="size-14 bg-white/10 [&_svg]:size-8" />
      <p className="text-2xl font-bold tracking-wide" lang="zh-CN">
        {zh('brandFull')}
      </p>
      <p className="text-base text-primary-foreground/85" lang="zh-CN">
        {zh('tagline')}
      </p>
      <span className="mt-2 h-1 w-24 overflow-hidden rounded-full bg-white/20">
        <span className="block h-full w-1/2 animate-pulse rounded-full bg-accent" />
      </span>
    </div>
  );
}
