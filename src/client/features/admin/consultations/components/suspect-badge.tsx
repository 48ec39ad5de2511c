import { ShieldAlert } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import type { Consultation } from '@shared/schemas/consultations';

/** The reason an inbox enquiry is suspect: it showed one spam signal (docs/decisions/0012-enquiry-inbox.md, addendum). */
export function useSuspectReason(c: Consultation): string | null {
  const { t } = useTranslation('admin');
  const signal = c.suspect && !c.spam ? c.spamSignals[0] : undefined;
  return signal ? t(`consultations.spamReasons.${signal}`) : null;
}

/** "Suspect" and why, under the name in the inbox list. */
export function SuspectBadge({ c }: { c: Consultation }) {
  const { t } = useTranslation('admin');
  const reason = useSuspectReason(c);
  if (!reason) return null;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-1.5" data-testid="consultation-suspect">
      <Badge variant="warning">
        <ShieldAlert aria-hidden="true" />
        {t('consultations.suspect')}
      </Badge>
      <span className="text-xs font-normal text-yellow-900">{t('consultations.suspectReason', { reason })}</span>
    </span>
  );
}
