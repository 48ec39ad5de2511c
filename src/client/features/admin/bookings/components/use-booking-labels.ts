import { useTranslation } from '@/i18n/use-translation';
import type { MeetingKind } from '@shared/schemas/booking';
import { consultationTypes } from '@shared/schemas/consultations';

/** The words of a booking: its meeting kind and its service, in the staff member's language. */
export function useBookingLabels() {
  const { t } = useTranslation('admin');
  return {
    kind: (kind: MeetingKind) => t(`bookings.kinds.${kind}`),
    service: (type: string) => ((consultationTypes as readonly string[]).includes(type) ? t(`consultations.types.${type as (typeof consultationTypes)[number]}`) : type),
  };
}
