import { CheckCircle2, Clock, MessageSquareWarning } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import type { ReviewSubmission } from '@shared/schemas/review';
import { formatSgt } from '../../shared/singapore-time';

/**
 * The latest review of the tab's version, at the top of the form: waiting (since when, for when),
 * returned (the editor's comment, who and when: what the writer must act on) or approved.
 */
export function ReviewNotice({ submission }: { submission: ReviewSubmission }) {
  const { t, i18n } = useTranslation('admin');
  const when = (iso: string) => formatSgt(iso, i18n.language);
  const decider = submission.decidedBy?.name ?? '—';

  if (submission.state === 'pending') {
    return (
      <div role="status" className="flex items-start gap-2 rounded-md border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950" data-testid="review-notice" data-state="pending">
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-medium">{t('review.notice.pending', { time: when(submission.submittedAt) })}</p>
          <p className="text-sky-900/80">
            {submission.submittedBy && t('review.notice.pendingBy', { name: submission.submittedBy.name })}
            {submission.publishAt && ` · ${t('review.notice.pendingPublishAt', { time: when(submission.publishAt) })}`}
          </p>
        </div>
      </div>
    );
  }
  if (submission.state === 'returned') {
    return (
      <div role="alert" className="flex items-start gap-2 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950" data-testid="review-notice" data-state="returned">
        <MessageSquareWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div className="min-w-0 space-y-1">
          <p className="font-medium">{t('review.notice.returned')}</p>
          <p>{t('review.notice.returnedBy', { name: decider, time: submission.decidedAt ? when(submission.decidedAt) : '' })}</p>
          {submission.comment && (
            <blockquote className="border-l-2 border-amber-400 pl-3 whitespace-pre-wrap break-words" data-testid="review-comment">
              {submission.comment}
            </blockquote>
          )}
          <p className="text-amber-900/80">{t('review.notice.returnedHint')}</p>
        </div>
      </div>
    );
  }
  return (
    <div role="status" className="flex items-start gap-2 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-950" data-testid="review-notice" data-state="approved">
      <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <span className="font-medium">{t('review.notice.approved')}</span> · {t('review.notice.approvedBy', { name: decider, time: submission.decidedAt ? when(submission.decidedAt) : '' })}
      </p>
    </div>
  );
}
