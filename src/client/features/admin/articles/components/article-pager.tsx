import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { pageNumbers, type Page } from '../lib/article-list';

/** 'Showing X to Y of Z' and a pager with at most five page numbers (docs/product-spec.md, section 2). */
export function ArticlePager({ page, onPage }: { page: Page<unknown>; onPage: (page: number) => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-muted-foreground" data-testid="showing">
        {t('articles.showing', { from: page.from, to: page.to, total: page.total })}
      </p>
      {page.pageCount > 1 && (
        <nav aria-label={t('articles.pager.label')} className="flex items-center gap-1">
          <Button variant="outline" size="icon" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)} aria-label={t('articles.pager.previous')}>
            <ChevronLeft />
          </Button>
          {pageNumbers(page.page, page.pageCount).map((n) => (
            <Button
              key={n}
              variant={n === page.page ? 'default' : 'outline'}
              size="icon"
              onClick={() => onPage(n)}
              aria-label={t('articles.pager.page', { page: n })}
              aria-current={n === page.page ? 'page' : undefined}
              className="tabular-nums"
            >
              {n}
            </Button>
          ))}
          <Button
            variant="outline"
            size="icon"
            disabled={page.page >= page.pageCount}
            onClick={() => onPage(page.page + 1)}
            aria-label={t('articles.pager.next')}
          >
            <ChevronRight />
          </Button>
        </nav>
      )}
    </div>
  );
}
