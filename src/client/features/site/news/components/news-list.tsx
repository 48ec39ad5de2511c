import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { Newspaper } from 'lucide-react';
import { paths } from '@shared/paths';
import type { ArticleIndexEntry } from '@shared/schemas/article-index';
import { Skeleton } from '@/components/ui/skeleton';
import { ListFailed, MoreButton } from '@/features/site/article-view';
import type { MorePage } from '@/lib/paged-list';
import { cn } from '@/lib/utils';
import { formatNewsDate } from '../news-order';

interface NewsListProps {
  news: ArticleIndexEntry[];
  activeId: number | null;
  loading: boolean;
  error: Error | null;
  /** the next page of older news, when there is one (docs/decisions/0032-paged-lists.md) */
  more?: MorePage;
  showHeading?: boolean;
}

/** A news item's cover, small and decorative (the title beside it says what it is); gone if it fails to load. */
function NewsThumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      // an uploaded cover's smallest copy (docs/decisions/0014-media.md): 480 px is plenty for 72
      src={src.replace(/^(\/media\/[a-f0-9]{24}\/)w(960|1600)\.webp$/, '$1w480.webp')}
      alt=""
      width={96}
      height={72}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="mt-0.5 h-14 w-[4.5rem] shrink-0 rounded-md bg-muted object-cover"
      data-testid="news-thumbnail"
    />
  );
}

/**
 * Published news, newest first, with thumbnails of their covers, and loading, error and empty
 * states; a page at a time, with a button for the older ones. A failed further page keeps the
 * pages shown and says so below them.
 */
export function NewsList({ news, activeId, loading, error, more, showHeading = true }: NewsListProps) {
  const { t } = useTranslation();
  const failed = error && <ListFailed error={error} messageKey="news.list.error" />;

  let body;
  if (loading) {
    body = (
      <div role="status" className="space-y-3 px-1">
        <span className="sr-only">{t('news.list.loading')}</span>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  } else if (failed && news.length === 0) {
    body = failed;
  } else if (news.length === 0) {
    body = (
      <p className="flex items-center gap-2 px-3 py-3 text-sm text-muted-foreground">
        <Newspaper aria-hidden className="size-4" />
        {t('news.list.empty')}
      </p>
    );
  } else {
    body = (
      <>
        <ul className="space-y-1.5">
          {news.map((a) => {
            const active = a.id === activeId;
            const date = formatNewsDate(a);
            return (
              <li key={a.id}>
                <Link
                  to={paths.newsArticle(a.id)}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex gap-3 rounded-lg border-l-[3px] px-3 py-3 transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    active ? 'border-accent bg-secondary' : 'border-transparent hover:bg-muted',
                  )}
                >
                  {a.imageUrl && <NewsThumbnail src={a.imageUrl} />}
                  <span className="block min-w-0 flex-1">
                    {date && (
                      <time dateTime={a.publishedAt ?? undefined} className="text-xs font-medium text-muted-foreground tabular-nums">
                        {date}
                      </time>
                    )}
                    <span data-testid="news-title" className={cn('mt-1 line-clamp-2 text-[0.9375rem] leading-snug', active ? 'font-semibold text-primary' : 'font-medium text-foreground')}>
                      {a.title}
                    </span>
                    {a.summary && <span className="mt-1 line-clamp-2 text-sm leading-relaxed text-muted-foreground">{a.summary}</span>}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        {failed}
        {more && <MoreButton more={more} label={t('news.list.more')} loadingLabel={t('news.list.loadingMore')} />}
      </>
    );
  }

  return (
    <nav aria-label={t('news.list.label')} data-testid="news-list">
      {showHeading && (
        <h2 className="mb-3 px-3 text-xs font-semibold tracking-[0.15em] text-muted-foreground uppercase">{t('news.list.heading')}</h2>
      )}
      {body}
    </nav>
  );
}
