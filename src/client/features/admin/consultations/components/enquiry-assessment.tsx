import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import { api } from '@/lib/api-client';
import type { EnquiryAssessment } from '@shared/schemas/assessments';
import { errorStatus } from '../../shared/error-status';
import { formatLocalDateTime } from '../../shared/format';
import { consultationKeys } from '../api/consultations-keys';

/** GET /api/consultations/:id/assessment: what the visitor attached, kept as she saw it (null when nothing). */
export const getEnquiryAssessment = (id: number, signal?: AbortSignal) => api.get<{ assessment: EnquiryAssessment | null }>(`/api/consultations/${id}/assessment`, { signal });

// kept beside the enquiry and never changed afterwards (anonymising deletes it): no need to read it again while open
const enquiryAssessmentQuery = (id: number) =>
  queryOptions({ queryKey: [...consultationKeys.one(id), 'assessment'] as const, queryFn: ({ signal }) => getEnquiryAssessment(id, signal), staleTime: 60_000 });

const toneVariant = { likely: 'success', possible: 'warning', unlikely: 'secondary' } as const;

/**
 * The self-assessment a visitor chose to attach (docs/decisions/0030-self-assessments.md): its title
 * and version, the outcome with its tone, the score and each question with her answer, in the
 * language she took it in. Nothing when she attached none; a failure says so without blocking the rest.
 */
export function AssessmentSection({ consultationId }: { consultationId: number }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const query = useQuery(enquiryAssessmentQuery(consultationId));
  const e = 'assessments.enquiry' as const;
  // a 404 (the enquiry went while it was open) leaves the block out
  if (query.isError && errorStatus(query.error) !== 404) return <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">{t(`${e}.loadFailed`)}</p>;
  const a = query.data?.assessment;
  if (!a) return null;
  const lang = a.lang === 'en' ? 'en' : 'zh-CN';
  return (
    <section aria-labelledby="consultation-assessment" className="rounded-lg border bg-muted/30 p-4" data-testid="consultation-assessment">
      <h3 id="consultation-assessment" className="mb-3 flex items-center gap-2 text-sm font-semibold">
        <ClipboardCheck className="size-4 text-muted-foreground" aria-hidden="true" />
        {t(`${e}.title`)}
      </h3>
      <div className="grid gap-3">
        <div className="grid gap-0.5">
          <p className="text-sm font-medium [overflow-wrap:anywhere]" lang={lang}>
            {a.title} <span className="font-normal text-muted-foreground tabular-nums">{t('assessments.version', { version: a.version })}</span>
          </p>
          <p className="text-xs text-muted-foreground">{t(`${e}.taken`, { date: formatLocalDateTime(a.createdAt, i18n.language), language: tc(`language.${a.lang}`) })}</p>
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 text-sm">
          <dt className="text-xs text-muted-foreground">{t(`${e}.outcome`)}</dt>
          <dd className="flex flex-wrap items-center gap-2" data-testid="assessment-outcome">
            <span className="font-medium [overflow-wrap:anywhere]" lang={lang}>
              {a.outcome.title}
            </span>
            <Badge variant={toneVariant[a.outcome.tone]}>{t(`assessments.tones.${a.outcome.tone}`)}</Badge>
          </dd>
          <dt className="text-xs text-muted-foreground">{t(`${e}.score`)}</dt>
          <dd className="tabular-nums">{t(`${e}.points`, { score: a.score })}</dd>
        </dl>
        <div className="grid gap-1.5">
          <p className="text-xs text-muted-foreground">{t(`${e}.answers`)}</p>
          <ol className="grid gap-2" lang={lang}>
            {a.answers.map((qa, i) => (
              <li key={i} className="grid gap-0.5 rounded-md border bg-background px-3 py-2 text-sm" data-testid="assessment-answer">
                <span className="text-muted-foreground [overflow-wrap:anywhere]">{qa.question}</span>
                <span className="font-medium [overflow-wrap:anywhere]">{qa.answer}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
