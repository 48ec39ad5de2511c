import { useTranslation } from '@/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { consultationStatuses, type ConsultationStatus } from '@shared/catalog';

const articleTone: Record<string, string> = {
  published: 'border-transparent bg-green-100 text-green-800',
  draft: 'border-transparent bg-slate-200 text-slate-800',
  archived: 'border-transparent bg-amber-100 text-amber-900',
  inreview: 'border-transparent bg-violet-100 text-violet-900',
};
const articleLabel = { published: 'Published', draft: 'Draft', archived: 'Archived', inreview: 'InReview' } as const;

/** Published, draft, in review and archived get their labels whatever the case; others show raw or 'unknown' (docs/product-spec.md, section 4). */
export function ArticleStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation('common');
  const key = (status ?? '').toLowerCase() as keyof typeof articleLabel;
  const known = articleLabel[key];
  return (
    <Badge variant="outline" className={cn(articleTone[key])}>
      {known ? t(`status.${known}`) : status || t('status.unknown')}
    </Badge>
  );
}

/** Yellow pending, blue processing, green completed, red cancelled (docs/product-spec.md, section 4). */
const consultationTone: Record<ConsultationStatus, string> = {
  Pending: 'border-transparent bg-yellow-100 text-yellow-900',
  Processing: 'border-transparent bg-blue-100 text-blue-800',
  Completed: 'border-transparent bg-green-100 text-green-800',
  Cancelled: 'border-transparent bg-red-100 text-red-800',
};

export function normaliseConsultationStatus(status: string | null | undefined): ConsultationStatus {
  return (consultationStatuses as readonly string[]).includes(status ?? '') ? (status as ConsultationStatus) : 'Pending';
}

export function ConsultationStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation('common');
  const value = normaliseConsultationStatus(status);
  return (
    <Badge variant="outline" data-status={value} className={consultationTone[value]}>
      {t(`status.${value}`)}
    </Badge>
  );
}
