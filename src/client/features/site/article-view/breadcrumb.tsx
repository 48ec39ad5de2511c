import { Fragment } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { useServicesStrings } from '@/i18n/services-strings';
import { useBreadcrumbHead } from '@/lib/page-head';
import type { Crumb } from '@/lib/structured-data';
import { cn } from '@/lib/utils';

export type { Crumb };

const tones = {
  /** on the navy page hero */
  inverted: { list: 'text-white/80', link: 'hover:text-white focus-visible:ring-white/70', chevron: 'text-white/60', current: 'text-white' },
  default: { list: 'text-muted-foreground', link: 'hover:text-foreground focus-visible:ring-ring', chevron: 'text-muted-foreground/70', current: 'text-foreground' },
};

/**
 * Where the page sits: the visible trail and, from the same entries, the page's BreadcrumbList
 * (structured data), so what a search engine reads is what a visitor sees.
 */
export function Breadcrumb({ crumbs, tone = 'default', className }: { crumbs: Crumb[]; tone?: keyof typeof tones; className?: string }) {
  useServicesStrings(); // the trail's label
  useBreadcrumbHead(crumbs);
  const { t } = useTranslation();
  const style = tones[tone];
  return (
    <nav aria-label={t('services.breadcrumb.label')} className={className}>
      <ol className={cn('flex flex-wrap items-center gap-1 text-sm', style.list)}>
        {crumbs.map((crumb, i) => (
          <Fragment key={i}>
            {i > 0 && (
              <li aria-hidden className="flex items-center">
                <ChevronRight className={cn('size-3.5', style.chevron)} />
              </li>
            )}
            <li className="min-w-0">
              {crumb.to ? (
                <Link to={crumb.to} className={cn('rounded-sm hover:underline focus-visible:ring-2 focus-visible:outline-none', style.link)}>
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current="page" className={cn('line-clamp-1 font-medium', style.current)}>
                  {crumb.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
