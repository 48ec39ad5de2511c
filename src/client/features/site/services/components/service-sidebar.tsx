import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { paths } from '@shared/paths';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { ListFailed, MoreButton } from '@/features/site/article-view';
import type { MorePage } from '@/lib/paged-list';
import type { SidebarItem } from '../sidebar-items';

interface ServiceSidebarProps {
  basePath: string;
  sectionName: string;
  items: SidebarItem[];
  activeId: string | undefined;
  loading: boolean;
  error: Error | null;
  /** the next page of the section's articles, when there is one (docs/decisions/0032-paged-lists.md) */
  more?: MorePage;
  /** the heading is left out inside the drawer, whose title says the same */
  showHeading?: boolean;
}

/** The list of a section's sub-items and extra articles, a page at a time, with loading, error and empty states. */
export function ServiceSidebar({ basePath, sectionName, items, activeId, loading, error, more, showHeading = true }: ServiceSidebarProps) {
  const { t } = useTranslation();
  const failed = error && <ListFailed error={error} messageKey="services.sidebar.error" />;

  let body;
  if (loading) {
    body = (
      <div role="status" className="space-y-2 px-1">
        <span className="sr-only">{t('services.sidebar.loading')}</span>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </div>
    );
  } else if (failed && items.length === 0) {
    body = failed;
  } else if (items.length === 0) {
    body = <p className="px-3 py-3 text-sm text-muted-foreground">{t('services.sidebar.empty')}</p>;
  } else {
    body = (
      <>
        <ul className="space-y-1">
          {items.map((item) => {
            const active = item.id === activeId;
            return (
              <li key={item.id}>
                <Link
                  to={paths.serviceItem(basePath, item.id)}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'group flex items-center justify-between gap-2 rounded-lg border-l-[3px] px-3 py-2.5 text-[0.9375rem] leading-snug transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    active
                      ? 'border-accent bg-secondary font-semibold text-primary'
                      : 'border-transparent text-foreground/85 hover:bg-muted hover:text-primary',
                  )}
                >
                  <span>{item.title}</span>
                  <ChevronRight
                    aria-hidden
                    className={cn('size-4 shrink-0 transition-transform', active ? 'text-accent' : 'text-muted-foreground/60 group-hover:translate-x-0.5')}
                  />
                </Link>
              </li>
            );
          })}
        </ul>
        {failed}
        {more && <MoreButton more={more} label={t('services.sidebar.more')} loadingLabel={t('services.sidebar.loadingMore')} />}
      </>
    );
  }

  return (
    <nav aria-label={t('services.sidebar.label', { section: sectionName })} data-testid="service-sidebar">
      {showHeading && (
        <h2 className="mb-3 px-3 text-xs font-semibold tracking-[0.15em] text-muted-foreground uppercase">
          {t('services.sidebar.heading')}
        </h2>
      )}
      {body}
    </nav>
  );
}
