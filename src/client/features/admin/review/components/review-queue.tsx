import { AlertTriangle, ChevronRight, Inbox, RotateCw } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorMessage } from '@/i18n/error-message';
import { paths } from '@shared/paths';
import { PageHeader } from '../../shared/page-header';
import { useReviewQueue } from '../api/get-review-queue';
import { SubmissionBadges, SubmissionFacts } from './submission-facts';

/** The pending submissions, oldest first (the server's order); each opens its review. */
export function ReviewQueue() {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const queue = useReviewQueue();

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t('review.title')} description={t('review.description')} />
      {queue.isPending ? (
        <Skeleton className="h-48 w-full rounded-lg" />
      ) : queue.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-background py-12 text-center">
          <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
          <p className="font-medium">{t('review.loadFailed')}</p>
          <p className="text-sm text-muted-foreground">{errorMessage(queue.error)}</p>
          <Button variant="outline" onClick={() => void queue.refetch()} disabled={queue.isFetching}>
            <RotateCw aria-hidden="true" />
            {t('shared.actions.retry')}
          </Button>
        </div>
      ) : queue.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-background px-4 py-12 text-center" data-testid="review-empty">
          <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{t('review.empty')}</p>
          <p className="text-sm text-muted-foreground">{t('review.emptyText')}</p>
        </div>
      ) : (
        <ul className="divide-y rounded-lg border bg-background" data-testid="review-queue">
          {queue.data.map((item) => (
            <li key={item.id} data-testid="review-item" data-submission={item.id}>
              <Link to={paths.reviewSubmission(item.id)} className="flex items-center gap-3 p-4 hover:bg-muted/50 focus-visible:bg-muted focus-visible:outline-none">
                <span className="grid min-w-0 flex-1 gap-2">
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
                    <span className="font-medium break-words text-foreground">{item.title}</span>
                    <SubmissionBadges submission={item} />
                  </span>
                  <SubmissionFacts submission={item} />
                </span>
                <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="sr-only">{t('review.open')}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
