import { lazy, Suspense } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Spinner } from '@/components/ui/spinner';
import type { Language } from '@shared/languages';
import type { ArticleSnapshot } from '@shared/schemas/revisions';

// the History panel's diff lives with the editor (its own chunk, with the diff library): loaded when a submission opens
const HistoryDiff = lazy(() => import('@/features/admin/article-form').then((m) => ({ default: m.HistoryDiff })));

/** Nothing live yet: the proposed version's own text counts as added, its shared fields as they are. */
const blank = (proposed: ArticleSnapshot): ArticleSnapshot => ({ ...proposed, title: '', summary: null, content: '', tableData: null, tags: [], metaDescription: null, imageUrl: null, articleId: null });

/**
 * The submitted version against the live one, as the History panel shows a revision: struck-through
 * words are live only, highlighted ones submitted. The status is left out: a submission is always
 * "in review" and says nothing about what the page would become.
 */
export function ReviewDiff({ proposed, live, lang }: { proposed: ArticleSnapshot; live: ArticleSnapshot | null; lang: Language }) {
  const { t } = useTranslation('admin');
  const before = live ?? blank(proposed);
  return (
    <Suspense
      fallback={
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" aria-hidden="true" />
          {t('review.detail.diffLoading')}
        </p>
      }
    >
      <HistoryDiff
        revision={before}
        current={{ ...proposed, status: before.status }}
        lang={lang}
        intro={live ? t('review.detail.compareLive') : t('review.detail.compareNew')}
        same={t('review.detail.noChanges')}
      />
    </Suspense>
  );
}
