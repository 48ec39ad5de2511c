import { CalendarClock, Globe, UserRound } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import type { ReviewSubmission } from '@shared/schemas/review';
import { formatSgt } from '../../shared/singapore-time';

/** Whether an approval schedules the version rather than publishing it now: a requested time still ahead. */
export const schedulesAt = (submission: Pick<ReviewSubmission, 'publishAt'>, now = Date.now()): string | null =>
  submission.publishAt && new Date(submission.publishAt).getTime() > now ? submission.publishAt : null;

/** The language and kind badges of a submission: which version, and whether it changes a live page. */
export function SubmissionBadges({ submission }: { submission: ReviewSubmission }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge variant="outline" data-testid="submission-lang">
        <Globe aria-hidden="true" />
        {tc(`language.${submission.lang}`)}
      </Badge>
      {submission.live ? (
        <Badge variant="outline" className="border-transparent bg-amber-100 text-amber-900" data-testid="submission-live">
          {t('review.liveEdit')}
        </Badge>
      ) : (
        <Badge variant="outline" className="border-transparent bg-slate-200 text-slate-800">
          {t('review.newVersion')}
        </Badge>
      )}
    </span>
  );
}

/** Who submitted it and when, and when it is to be published (Singapore time, where the staff work). */
export function SubmissionFacts({ submission }: { submission: ReviewSubmission }) {
  const { t, i18n } = useTranslation('admin');
  const when = (iso: string) => formatSgt(iso, i18n.language);
  return (
    <span className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <span className="inline-flex items-center gap-1.5">
        <UserRound className="size-3.5 shrink-0" aria-hidden="true" />
        {t('review.submittedBy', { name: submission.submittedBy?.name ?? '—' })}
      </span>
      <span>{t('review.submittedAt', { time: when(submission.submittedAt) })}</span>
      <span className="inline-flex items-center gap-1.5" data-testid="submission-publish-at">
        <CalendarClock className="size-3.5 shrink-0" aria-hidden="true" />
        {submission.publishAt ? t('review.publishAt', { time: when(submission.publishAt) }) : t('review.publishNow')}
      </span>
    </span>
  );
}
