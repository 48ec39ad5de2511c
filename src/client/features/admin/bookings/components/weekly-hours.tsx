import { Copy, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingSettingsInput } from '@shared/schemas/booking';
import type { StaffRef } from '@shared/schemas/inbox';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useFieldErrorMessage } from '@/i18n/error-message';

/** Monday first, as a firm's week reads. */
const weekdays = [1, 2, 3, 4, 5, 6, 0];
const selectClass = 'h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

/** The weekly openings, one card per calendar: the firm's and each consultant's. */
export function WeeklyHours({
  control,
  register,
  errors,
  consultants,
}: {
  control: Control<BookingSettingsInput>;
  register: UseFormRegister<BookingSettingsInput>;
  errors: FieldErrors<BookingSettingsInput>;
  consultants: StaffRef[];
}) {
  const { t, i18n } = useTranslation('admin');
  const fieldError = useFieldErrorMessage();
  const { fields, append, remove } = useFieldArray({ control, name: 'hours' });
  const [adding, setAdding] = useState('');
  const h = 'bookings.hours' as const;
  const weekdayName = (day: number) => new Intl.DateTimeFormat(i18n.language.startsWith('en') ? 'en-SG' : 'zh-CN', { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 4 + day)));
  const calendars = [null, ...consultants.filter((c) => fields.some((f) => f.consultantId === c.id)).map((c) => c.id)];
  const nameOf = (id: number | null) => (id === null ? t(`${h}.calendarFirm`) : (consultants.find((c) => c.id === id)?.username ?? `#${id}`));
  const rowsOf = (id: number | null) => fields.map((f, index) => ({ f, index })).filter(({ f }) => f.consultantId === id);

  const copyMonday = (id: number | null) => {
    const monday = rowsOf(id).filter(({ f }) => f.weekday === 1);
    remove(rowsOf(id).filter(({ f }) => f.weekday >= 2 && f.weekday <= 5).map(({ index }) => index));
    append([2, 3, 4, 5].flatMap((weekday) => monday.map(({ f }) => ({ consultantId: id, weekday, start: f.start, end: f.end }))));
  };

  return (
    <div className="grid gap-4">
      {calendars.map((id) => (
        <section key={id ?? 'firm'} aria-label={nameOf(id)} className="grid gap-3 rounded-lg border p-3 md:p-4" data-testid="calendar-hours">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 className="font-semibold">{nameOf(id)}</h4>
            <Button type="button" variant="ghost" size="sm" onClick={() => copyMonday(id)} disabled={!rowsOf(id).some(({ f }) => f.weekday === 1)}>
              <Copy aria-hidden="true" />
              {t(`${h}.copyMonday`)}
            </Button>
          </div>
          {rowsOf(id).length === 0 && <p className="text-sm text-muted-foreground">{t(`${h}.noRows`)}</p>}
          <ul className="grid gap-2">
            {rowsOf(id).map(({ f, index }) => {
              const rowErrors = errors.hours?.[index];
              const message = fieldError(rowErrors?.end ?? rowErrors?.start);
              return (
                <li key={f.id} className="grid gap-1">
                  {/* a phone: the weekday and its delete button, then the times; from 640 px one row */}
                  <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2 sm:flex sm:flex-wrap">
                    <select aria-label={t(`${h}.weekday`)} className={`${selectClass} w-full sm:w-32`} {...register(`hours.${index}.weekday`, { valueAsNumber: true })}>
                      {weekdays.map((day) => (
                        <option key={day} value={day}>
                          {weekdayName(day)}
                        </option>
                      ))}
                    </select>
                    <Button type="button" variant="ghost" size="icon" aria-label={t(`${h}.removeRow`)} className="sm:order-last" onClick={() => remove(index)}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                    <div className="col-span-2 flex items-center gap-2 sm:contents">
                      <Input type="time" step={300} aria-label={t(`${h}.start`)} className="min-w-0 flex-1 sm:w-32 sm:flex-none" aria-invalid={rowErrors?.start ? true : undefined} {...register(`hours.${index}.start`)} />
                      <span aria-hidden="true">–</span>
                      <Input type="time" step={300} aria-label={t(`${h}.end`)} className="min-w-0 flex-1 sm:w-32 sm:flex-none" aria-invalid={rowErrors?.end ? true : undefined} {...register(`hours.${index}.end`)} />
                    </div>
                  </div>
                  {message && <p className="text-sm text-destructive">{message}</p>}
                </li>
              );
            })}
          </ul>
          <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => append({ consultantId: id, weekday: 1, start: '10:00', end: '17:00' })}>
            <Plus aria-hidden="true" />
            {t(`${h}.addRow`)}
          </Button>
        </section>
      ))}
      {consultants.some((c) => !calendars.includes(c.id)) && (
        <div className="flex flex-wrap items-center gap-2">
          <Select value={adding} onValueChange={setAdding}>
            <SelectTrigger className="w-56" aria-label={t(`${h}.chooseConsultant`)}>
              <SelectValue placeholder={t(`${h}.chooseConsultant`)} />
            </SelectTrigger>
            <SelectContent>
              {consultants
                .filter((c) => !calendars.includes(c.id))
                .map((c) => (
                  <SelectItem key={c.id} value={String(c.id)}>
                    {c.username}
                  </SelectItem>
                ))}
            </SelectContent>
          </Select>
          <Button
            type="button"
            variant="outline"
            disabled={!adding}
            onClick={() => {
              append({ consultantId: Number(adding), weekday: 1, start: '10:00', end: '17:00' });
              setAdding('');
            }}
          >
            <Plus aria-hidden="true" />
            {t(`${h}.addCalendar`)}
          </Button>
        </div>
      )}
    </div>
  );
}
