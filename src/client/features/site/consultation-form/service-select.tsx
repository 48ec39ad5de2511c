import { ChevronDown } from 'lucide-react';
import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { consultationServices } from '@shared/catalog';
import { cn } from '@/lib/utils';

type ServiceSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> & {
  value: string;
  onChange: (service: string) => void;
};

/**
 * The consultation service of the enquiry form and the booking page: a native select (keyboard and
 * screen-reader friendly everywhere, and no popover code in the page), the services named in the page's language.
 */
export function ServiceSelect({ value, onChange, className, ...props }: ServiceSelectProps) {
  const { t } = useTranslation();
  return (
    <div className="relative">
      <select
        name="service"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(
          'h-9 w-full appearance-none rounded-md border border-input bg-background py-1 ps-3 pe-9 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm',
          value === '' && 'text-muted-foreground',
          className,
        )}
        {...props}
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
  );
}
