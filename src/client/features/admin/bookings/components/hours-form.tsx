import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { bookingSettingsSchema, meetingKinds, slotLengths, type BookingSettings, type BookingSettingsInput, type BookingSettingsView } from '@shared/schemas/booking';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage, useFieldErrorMessage } from '@/i18n/error-message';
import { applyFieldErrors } from '../../shared/apply-field-errors';
import { useUnsavedChanges } from '../../shared/unsaved-changes';
import { useSaveBookingSettings } from '../api/save-booking-settings';
import { ClosedDates } from './closed-dates';
import { KindIcon } from './kind-icon';
import { WeeklyHours } from './weekly-hours';

const card = 'grid gap-4 rounded-xl border bg-card p-4 shadow-sm md:p-6';
const selectClass = 'h-9 w-40 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

const valuesOf = ({ consultants: _c, ...settings }: BookingSettingsView): BookingSettingsInput => settings;

/** The booking hours: open or not, slot length, notice, horizon, kinds, weekly openings and closed dates. */
export function HoursForm({ settings }: { settings: BookingSettingsView }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const save = useSaveBookingSettings();
  const form = useForm<BookingSettingsInput, unknown, BookingSettings>({ resolver: zodResolver(bookingSettingsSchema), defaultValues: valuesOf(settings) });
  const { register, control, formState } = form;
  useUnsavedChanges(formState.isDirty);
  const h = 'bookings.hours' as const;

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { ...input, closedDates: [...input.closedDates].sort((a, b) => a.date.localeCompare(b.date)) },
      {
        onSuccess: (saved) => {
          form.reset(valuesOf(saved));
          toast.success(t('bookings.toast.saved'));
        },
        onError: (err) => {
          if (!applyFieldErrors(err, (name) => name as never, form.setError)) toast.error(t('bookings.toast.saveFailed'), { description: errorMessage(err, t('shared.errors.unknown')) });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="booking-hours-form">
      <section className={card}>
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <div className="flex items-start gap-3">
              <Checkbox id="booking-enabled" checked={field.value} onCheckedChange={(on) => field.onChange(on === true)} className="mt-0.5" />
              <div className="grid gap-1">
                <Label htmlFor="booking-enabled">{t(`${h}.enabled`)}</Label>
                <p className="text-xs text-muted-foreground">{t(`${h}.enabledHint`)}</p>
              </div>
            </div>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="grid gap-1.5">
            <Label htmlFor="booking-slot">{t(`${h}.slotMinutes`)}</Label>
            <select id="booking-slot" className={selectClass} {...register('slotMinutes', { valueAsNumber: true })}>
              {slotLengths.map((n) => (
                <option key={n} value={n}>
                  {t(`${h}.minutes`, { count: n })}
                </option>
              ))}
            </select>
          </div>
          <Controller
            control={control}
            name="noticeMinutes"
            render={({ field, fieldState }) => (
              <div className="grid gap-1.5">
                <Label htmlFor="booking-notice">{t(`${h}.notice`)}</Label>
                <Input
                  id="booking-notice"
                  type="number"
                  min={0}
                  max={168}
                  step={0.5}
                  className="w-40"
                  aria-describedby="booking-notice-hint"
                  aria-invalid={fieldState.error ? true : undefined}
                  value={field.value / 60}
                  onChange={(e) => field.onChange(Math.round(Number(e.target.value) * 60))}
                />
                <p id="booking-notice-hint" className="text-xs text-muted-foreground">
                  {t(`${h}.noticeHint`)}
                </p>
              </div>
            )}
          />
          <div className="grid gap-1.5">
            <Label htmlFor="booking-horizon">{t(`${h}.horizon`)}</Label>
            <Input id="booking-horizon" type="number" min={1} max={180} className="w-40" aria-invalid={formState.errors.horizonDays ? true : undefined} {...register('horizonDays', { valueAsNumber: true })} />
          </div>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t(`${h}.kinds`)}</legend>
          <Controller
            control={control}
            name="kinds"
            render={({ field }) => (
              <div className="flex flex-wrap gap-4">
                {meetingKinds.map((kind) => (
                  <div key={kind} className="flex items-center gap-2">
                    <Checkbox
                      id={`booking-kind-${kind}`}
                      checked={field.value.includes(kind)}
                      onCheckedChange={(on) => field.onChange(on === true ? meetingKinds.filter((k) => k === kind || field.value.includes(k)) : field.value.filter((k) => k !== kind))}
                    />
                    <Label htmlFor={`booking-kind-${kind}`} className="flex items-center gap-1.5 font-normal">
                      <KindIcon kind={kind} />
                      {t(`bookings.kinds.${kind}`)}
                    </Label>
                  </div>
                ))}
              </div>
            )}
          />
          {formState.errors.kinds && <p className="text-sm text-destructive">{fieldError(formState.errors.kinds)}</p>}
        </fieldset>
      </section>
      <section className={card} aria-labelledby="booking-weekly">
        <div>
          <h3 id="booking-weekly" className="font-semibold">
            {t(`${h}.weekly`)}
          </h3>
          <p className="text-sm text-muted-foreground">
            {t(`${h}.weeklyHint`)} {t('bookings.sgtNote')}
          </p>
        </div>
        <WeeklyHours control={control} register={register} errors={formState.errors} consultants={settings.consultants} />
      </section>
      <section className={card} aria-labelledby="booking-closed">
        <div>
          <h3 id="booking-closed" className="font-semibold">
            {t(`${h}.closed`)}
          </h3>
          <p className="text-sm text-muted-foreground">{t(`${h}.closedHint`)}</p>
        </div>
        <ClosedDates control={control} register={register} errors={formState.errors} />
      </section>
      <div className="sticky bottom-0 flex justify-end border-t bg-background/95 py-3 backdrop-blur">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner aria-hidden="true" role="presentation" />}
          {save.isPending ? t(`${h}.saving`) : t(`${h}.save`)}
        </Button>
      </div>
    </form>
  );
}
