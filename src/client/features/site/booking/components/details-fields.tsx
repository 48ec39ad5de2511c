import { useTranslation } from '@/i18n/use-translation';
import type { ConsultationField, ConsultationFormValues } from '@shared/enquiry-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ConsentField, fieldMessageKey, HoneypotField } from '@/features/site/consultation-form';
import type { BookingField } from '../booking-validation';

interface DetailsFieldsProps {
  id: (field: ConsultationField) => string;
  values: ConsultationFormValues;
  set: <F extends ConsultationField>(field: F) => (value: ConsultationFormValues[F]) => void;
  invalid: BookingField[];
  website: string;
  onWebsite: (value: string) => void;
}

function Required() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true" className="text-destructive">
        *
      </span>
      <span className="sr-only">({t('contact.form.required')})</span>
    </>
  );
}

/** The visitor's name, email, phone, an optional message and the consent: the enquiry form's fields and messages. */
export function DetailsFields({ id, values, set, invalid, website, onWebsite }: DetailsFieldsProps) {
  const { t } = useTranslation();
  const wrong = (field: ConsultationField) => invalid.includes(field);
  const fieldProps = (field: Exclude<ConsultationField, 'consent' | 'service'>, required = true) => ({
    id: id(field),
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field)(e.target.value),
    'aria-invalid': wrong(field) || undefined,
    'aria-required': required || undefined,
    'aria-describedby': wrong(field) ? `${id(field)}-error` : undefined,
  });
  const error = (field: Exclude<ConsultationField, 'consent' | 'service'>) =>
    wrong(field) && (
      <p id={`${id(field)}-error`} className="text-sm font-medium text-destructive">
        {t(fieldMessageKey(field, values))}
      </p>
    );

  return (
    <div className="relative grid gap-4 sm:grid-cols-2">
      <HoneypotField id={`${id('name')}-website`} value={website} onChange={onWebsite} />
      <div className="grid gap-2">
        <Label htmlFor={id('name')}>
          {t('contact.form.name')}
          <Required />
        </Label>
        <Input autoComplete="name" maxLength={100} placeholder={t('contact.form.namePlaceholder')} {...fieldProps('name')} />
        {error('name')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('email')}>
          {t('contact.form.email')}
          <Required />
        </Label>
        <Input type="email" autoComplete="email" maxLength={254} placeholder={t('contact.form.emailPlaceholder')} {...fieldProps('email')} />
        {error('email')}
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={id('phone')}>
          {t('contact.form.phone')}
          <Required />
        </Label>
        <Input type="tel" autoComplete="tel" maxLength={50} placeholder={t('contact.form.phonePlaceholder')} {...fieldProps('phone')} />
        {error('phone')}
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={id('message')}>{t('booking.form.message')}</Label>
        <Textarea rows={3} maxLength={1000} className="field-sizing-fixed min-h-20" placeholder={t('booking.form.messagePlaceholder')} {...fieldProps('message', false)} />
        {error('message')}
      </div>
      <ConsentField id={id('consent')} checked={values.consent} invalid={wrong('consent')} onChange={set('consent')} />
    </div>
  );
}
