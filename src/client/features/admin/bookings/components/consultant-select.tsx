import { useTranslation } from '@/i18n/use-translation';
import type { StaffRef } from '@shared/schemas/inbox';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface ConsultantSelectProps {
  id: string;
  /** 'firm', a consultant's id, or `first.value` */
  value: string;
  onChange: (value: string) => void;
  /** the choice above the firm's calendar: everyone (the week), or the consultant booked (a move) */
  first: { value: string; label: string };
  consultants: StaffRef[];
  className?: string;
}

/** A calendar to choose: the caller's first choice, the firm's, then each consultant's. */
export function ConsultantSelect({ id, value, onChange, first, consultants, className }: ConsultantSelectProps) {
  const { t } = useTranslation('admin');
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id={id} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={first.value}>{first.label}</SelectItem>
        <SelectItem value="firm">{t('bookings.week.firm')}</SelectItem>
        {consultants.map((c) => (
          <SelectItem key={c.id} value={String(c.id)}>
            {c.username}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
