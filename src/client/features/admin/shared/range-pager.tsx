import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** "1–25 of 80" and previous / next, for long lists where page numbers would not help (activity, redirects). */
export function RangePager({ page, pageSize, total, onPage, className }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; className?: string }) {
  const { t } = useTranslation('admin');
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className={cn('flex flex-col items-center gap-3 sm:flex-row sm:justify-between', className)}>
      <p className="text-sm text-muted-foreground tabular-nums" data-testid="showing">
        {t('shared.pager.showing', { from, to, total })}
      </p>
      {pageCount > 1 && (
        <nav aria-label={t('shared.pager.label')} className="flex items-center gap-2">
          <Button variant="outline" size="icon" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('shared.pager.previous')}>
            <ChevronLeft />
          </Button>
          <span className="min-w-20 text-center text-sm tabular-nums" aria-current="page">
            {t('shared.pager.page', { page })}
          </span>
          <Button variant="outline" size="icon" disabled={page >= pageCount} onClick={() => onPage(page + 1)} aria-label={t('shared.pager.next')}>
            <ChevronRight />
          </Button>
        </nav>
      )}
    </div>
  );
}
