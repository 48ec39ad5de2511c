import { useTranslation } from '@/i18n/use-translation';
import { isKnownType } from '../lib/consultation-filters';

/** The chosen service in words; an unknown value shows as sent. */
export function useConsultationTypeLabel(): (type: string | null | undefined) => string {
  const { t } = useTranslation('admin');
  return (type) => {
    const value = type || 'general';
    return isKnownType(value) ? t(`consultations.types.${value}`) : value;
  };
}
