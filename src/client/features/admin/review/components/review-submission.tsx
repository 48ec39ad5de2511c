import { ArrowLeft, Check, PencilLine, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorMessage } from '@/i18n/error-message';
import { paths, withQuery } from '@shared/paths';
import type { ReviewDetail } from '@shared/schemas/review';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { errorStatus } from '../../shared/error-status';
import { ItemLoadFailed } from '../../shared/list-states';
import { formatSgt } from '../../shared/singapore-time';
import { useDecideReview, type ReviewDecision } from '../api/decide-review';
import { useReviewDetail } from '../api/get-review-detail';
import { ReturnDialog } from './return-dialog';
import { ReviewDiff } from './review-diff';
import { schedulesAt, SubmissionBadges, SubmissionFacts } from './submission-facts';

/** One submission (/review/:submissionId): what it changes against the live version, then approve or return it. */
export function ReviewSubmission({ id }: { id: number | null }) {
  const { t } = useTranslation('admin');
  const detail = useReviewDetail(id);
  const notFound = id === null || errorStatus(detail.error) === 404;

  return (
    <div className="grid grid-cols-1 gap-5">
      <Link to={paths.review} className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('review.back')}
      </Link>
      {detail.data ? (
        <Submission detail={detail.data} />
      ) : detail.isPending && !notFound ? (
        <Skeleton className="h-64 w-full rounded-lg" />
      ) : (
        <ItemLoadFailed
          notFound={notFound}
          notFoundText={t('review.detail.notFound')}
          failedText={t('review.detail.loadFailed')}
          error={detail.error}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      )}
    </div>
  );
}

function Submission({ detail: { submission, proposed, live } }: { detail: ReviewDetail }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const decide = useDecideReview();
  const [asking, setAsking] = useState<'approve' | 'return' | null>(null);
  const scheduled = schedulesAt(submission);
  const pending = submission.state === 'pending';
  const lang = tc(`language.${submission.lang}`);

  const send = (decision: ReviewDecision) =>
    decide.mutate(
      { id: submission.id, decision },
      {
        onSuccess: () => {
          if (decision.kind === 'return') toast.success(t('review.returnDialog.done'));
          else toast.success(scheduled ? t('review.approve.scheduled', { time: formatSgt(scheduled, i18n.language) }) : t('review.approve.published'));
          void navigate(paths.review);
        },
        onError: (err) => {
          setAsking(null);
          // SELF_APPROVAL, REVIEW_DECIDED (another editor was quicker), … in the reader's language
          toast.error(errorMessage(err, t('review.failed')));
        },
      },
    );

  return (
    <>
      <header className="grid gap-3 rounded-lg border bg-background p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 text-xl font-bold tracking-tight break-words sm:text-2xl" data-testid="review-title">
            {submission.title}
          </h1>
          <Button asChild variant="ghost" size="sm" className="-mr-2">
            <Link to={withQuery(paths.articles, { edit: String(submission.articleId) })}>
              <PencilLine aria-hidden="true" />
              {t('review.detail.openEditor')}
            </Link>
          </Button>
        </div>
        <SubmissionBadges submission={submission} />
        <SubmissionFacts submission={submission} />
        {pending ? (
          <div className="flex flex-col-reverse gap-2 border-t pt-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setAsking('return')} disabled={decide.isPending} data-testid="review-return">
              <Undo2 aria-hidden="true" />
              {t('review.returnDialog.open')}
            </Button>
            <Button onClick={() => setAsking('approve')} disabled={decide.isPending} data-testid="review-approve">
              <Check aria-hidden="true" />
              {scheduled ? t('review.approve.schedule') : t('review.approve.publish')}
            </Button>
          </div>
        ) : (
          <p role="status" className="border-t pt-3 text-sm font-medium">
            {t('review.detail.decided', { state: t(`review.detail.states.${submission.state}`) })}
          </p>
        )}
      </header>
      <section className="rounded-lg border bg-background p-4 sm:p-5" data-testid="review-diff">
        <ReviewDiff proposed={proposed} live={live} lang={submission.lang} />
      </section>
      <ConfirmDialog
        open={asking === 'approve'}
        title={scheduled ? t('review.approve.scheduleTitle') : t('review.approve.publishTitle')}
        description={
          <>
            {scheduled ? t('review.approve.scheduleText', { title: submission.title, lang, time: formatSgt(scheduled, i18n.language) }) : t('review.approve.publishText', { title: submission.title, lang })}
            {submission.live && ` ${t('review.approve.liveText')}`}
          </>
        }
        confirmLabel={scheduled ? t('review.approve.schedule') : t('review.approve.publish')}
        pending={decide.isPending}
        pendingLabel={t('review.approve.working')}
        onCancel={() => setAsking(null)}
        onConfirm={() => send({ kind: 'approve' })}
      />
      {asking === 'return' && <ReturnDialog working={decide.isPending} onCancel={() => setAsking(null)} onReturn={(input) => send({ kind: 'return', input })} />}
    </>
  );
}
