import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { consultationServices } from '@shared/catalog';
import { cn } from '@/lib/utils';

interface ServiceFieldProps {
  id: string;
  value: string;
  onChange: (service: string) => void;
  invalid: boolean;
  error?: string;
}

/** The consultation service, named as the enquiry form names it; a native select (keyboard and screen readers everywhere). */
export function ServiceField({ id, value, onChange, invalid, error }: ServiceFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2">
      <div className="relative">
        <select
          id={id}
          name="service"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className={cn(
            'h-10 w-full appearance-none rounded-md border border-input bg-background py-1 ps-3 pe-9 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm',
            value === '' && 'text-muted-foreground',
          )}
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
      {invalid && error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
