import { useCallback } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import { localizedText } from '@shared/assessment-rules';
import { consultationServices, sectionByType, type ConsultationService } from '@shared/catalog';
import { isLanguage } from '@shared/languages';
import type { AssessmentSummary, Localized } from '@shared/schemas/assessments';

/** A service's name as the site's navigation says it (the catalogue's words). */
export function useServiceLabel(): (service: ConsultationService) => string {
  const { t } = useTranslation('common');
  return useCallback((service) => {
    const section = sectionByType(service);
    return section ? t(`nav.${section.navType}`) : service;
  }, [t]);
}

/** A text in the staff member's language, else the other one, else "(untitled)". */
export function useStaffText(): (text: Localized) => string {
  const { t, i18n } = useTranslation('admin');
  const lang = isLanguage(i18n.language) ? i18n.language : 'zh';
  return useCallback((text) => localizedText(text, lang) || t('assessments.untitled'), [t, lang]);
}

/** Draft, Published, or Published with changes not yet published. */
export function AssessmentStatusBadge({ assessment }: { assessment: Pick<AssessmentSummary, 'status' | 'changed'> }) {
  const { t } = useTranslation('admin');
  const s = 'assessments.status' as const;
  if (assessment.status === 'draft') return <Badge variant="secondary" data-testid="assessment-status">{t(`${s}.draft`)}</Badge>;
  return (
    <Badge variant={assessment.changed ? 'warning' : 'success'} className="whitespace-normal" data-testid="assessment-status">
      {assessment.changed ? t(`${s}.changed`) : t(`${s}.published`)}
    </Badge>
  );
}

/** The five services as a select's options, named as the site's navigation names them. */
export function ServiceOptions() {
  const serviceLabel = useServiceLabel();
  return consultationServices.map((s) => (
    <option key={s} value={s}>
      {serviceLabel(s)}
    </option>
  ));
}
