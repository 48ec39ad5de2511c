import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingSettingsInput } from '@shared/schemas/booking';
import { addDays, todaySgt } from '@shared/singapore-time';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useFieldErrorMessage } from '@/i18n/error-message';

/** Days nobody can book, with what visitors are told in each language. */
export function ClosedDates({ control, register, errors }: { control: Control<BookingSettingsInput>; register: UseFormRegister<BookingSettingsInput>; errors: FieldErrors<BookingSettingsInput> }) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorMessage();
  const { fields, append, remove } = useFieldArray({ control, name: 'closedDates' });
  const h = 'bookings.hours' as const;
  return (
    <div className="grid gap-3">
      {fields.length === 0 && <p className="text-sm text-muted-foreground">{t(`${h}.noClosed`)}</p>}
      <ul className="grid gap-2">
        {fields.map((f, index) => {
          const message = fieldError(errors.closedDates?.[index]?.date);
          return (
            <li key={f.id} className="grid gap-1" data-testid="closed-date">
              {/* a phone: the date and its delete button, then the two names; from 768 px one row */}
              <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2 md:grid-cols-[10rem_minmax(0,1fr)_minmax(0,1fr)_auto]">
                <Input type="date" aria-label={t(`${h}.date`)} aria-invalid={message ? true : undefined} {...register(`closedDates.${index}.date`)} />
                <Button type="button" variant="ghost" size="icon" aria-label={t(`${h}.removeClosed`)} className="md:order-last" onClick={() => remove(index)}>
                  <Trash2 aria-hidden="true" />
                </Button>
                <div className="col-span-2 grid grid-cols-2 gap-2 md:contents">
                  <Input aria-label={t(`${h}.label`)} placeholder={t(`${h}.label`)} maxLength={100} {...register(`closedDates.${index}.label`)} />
                  <Input aria-label={t(`${h}.labelEn`)} placeholder={t(`${h}.labelEn`)} maxLength={100} {...register(`closedDates.${index}.labelEn`)} />
                </div>
              </div>
              {message && <p className="text-sm text-destructive">{message}</p>}
            </li>
          );
        })}
      </ul>
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => append({ date: addDays(todaySgt(), 1), label: '', labelEn: '' })}>
        <Plus aria-hidden="true" />
        {t(`${h}.addClosed`)}
      </Button>
    </div>
  );
}
