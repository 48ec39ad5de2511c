import { ChevronDown } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/components/ui/notify';
import { consultationServices } from '@shared/catalog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useErrorMessage } from '@/i18n/error-message';
import { cn } from '@/lib/utils';
import { useCreateConsultation } from './api/create-consultation';
import { emptyConsultation, validateConsultation, type ConsultationField, type ConsultationFormValues } from './consultation-validation';

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  const { t } = useTranslation();
  return (
    <Label htmlFor={htmlFor}>
      {children}
      <span aria-hidden="true" className="text-destructive">
        *
      </span>
      <span className="sr-only">({t('contact.form.required')})</span>
    </Label>
  );
}

/**
 * The enquiry form of home and /contact (docs/product-spec.md, section 2 and 5): all fields required, else a
 * destructive toast and nothing sent; spinner while sending; cleared after success.
 */
export function ConsultationForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const id = useId();
  const [values, setValues] = useState<ConsultationFormValues>(emptyConsultation);
  const [invalid, setInvalid] = useState<ConsultationField[]>([]);
  const create = useCreateConsultation();

  const set = (field: ConsultationField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setInvalid((list) => list.filter((f) => f !== field));
  };
  const fieldId = (field: ConsultationField) => `${id}-${field}`;
  const invalidProps = (field: ConsultationField) => ({ 'aria-invalid': invalid.includes(field) || undefined, 'aria-required': true as const });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (create.isPending) return;
    const result = validateConsultation(values);
    if (!result.ok) {
      setInvalid(result.fields);
      notify.error(t('contact.toast.invalidTitle'), {
        description: t(result.reason === 'missing' ? 'contact.toast.invalidMissing' : 'contact.toast.invalidEmail'),
      });
      document.getElementById(fieldId(result.fields[0]!))?.focus();
      return;
    }
    create.mutate(result.value, {
      onSuccess: () => {
        notify.success(t('contact.toast.successTitle'), { description: t('contact.toast.successText') });
        setValues(emptyConsultation);
        setInvalid([]);
      },
      onError: (err) => notify.error(t('contact.toast.failureTitle'), { description: errorMessage(err, t('contact.toast.failureDefault')) }),
    });
  };

  return (
    <form onSubmit={onSubmit} className={cn('grid gap-4 sm:grid-cols-2', className)} aria-busy={create.isPending}>
      <div className="grid gap-2">
        <FieldLabel htmlFor={fieldId('name')}>{t('contact.form.name')}</FieldLabel>
        <Input id={fieldId('name')} name="name" autoComplete="name" maxLength={100} placeholder={t('contact.form.namePlaceholder')} value={values.name} onChange={(e) => set('name')(e.target.value)} {...invalidProps('name')} />
      </div>
      <div className="grid gap-2">
        <FieldLabel htmlFor={fieldId('email')}>{t('contact.form.email')}</FieldLabel>
        <Input id={fieldId('email')} name="email" type="email" autoComplete="email" maxLength={254} placeholder={t('contact.form.emailPlaceholder')} value={values.email} onChange={(e) => set('email')(e.target.value)} {...invalidProps('email')} />
      </div>
      <div className="grid gap-2">
        <FieldLabel htmlFor={fieldId('phone')}>{t('contact.form.phone')}</FieldLabel>
        <Input id={fieldId('phone')} name="phone" type="tel" autoComplete="tel" maxLength={50} placeholder={t('contact.form.phonePlaceholder')} value={values.phone} onChange={(e) => set('phone')(e.target.value)} {...invalidProps('phone')} />
      </div>
      <div className="grid gap-2">
        <FieldLabel htmlFor={fieldId('service')}>{t('contact.form.service')}</FieldLabel>
        {/* native select: keyboard and screen-reader friendly everywhere, and no popover code in the page */}
        <div className="relative">
          <select
            id={fieldId('service')}
            name="service"
            value={values.service}
            onChange={(e) => set('service')(e.target.value)}
            className={cn(
              'h-9 w-full appearance-none rounded-md border border-input bg-background py-1 ps-3 pe-9 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm',
              values.service === '' && 'text-muted-foreground',
            )}
            {...invalidProps('service')}
          >
            <option value="" disabled>
              {t('contact.form.servicePlaceholder')}
            </option>
            {consultationServices.map((service) => (
              <option key={service} value={service} className="text-foreground">
                {t(`services.${service}`, { ns: 'common' })}
              </option>
            ))}
          </select>
          <ChevronDown aria-hidden="true" className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 opacity-60" />
        </div>
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <FieldLabel htmlFor={fieldId('message')}>{t('contact.form.message')}</FieldLabel>
        <Textarea id={fieldId('message')} name="message" rows={4} maxLength={5000} className="field-sizing-fixed min-h-28" placeholder={t('contact.form.messagePlaceholder')} value={values.message} onChange={(e) => set('message')(e.target.value)} {...invalidProps('message')} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={create.isPending}>
          {create.isPending && <Spinner aria-hidden="true" role="presentation" />}
          {create.isPending ? t('contact.form.submitting') : t('contact.form.submit')}
        </Button>
      </div>
    </form>
  );
}
