import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@shared/paths';

interface ConsentFieldProps {
  id: string;
  checked: boolean;
  invalid: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The required agreement to the privacy notice (docs/decisions/0012-enquiry-inbox.md), in the page's language. A native checkbox:
 * no widget code in the home page. The notice opens in a new tab, so what was typed stays.
 */
export function ConsentField({ id, checked, invalid, onChange }: ConsentFieldProps) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5 sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name="consent"
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded-sm accent-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-destructive"
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-foreground/85">
          {t('contact.form.consent.before', { company: t('brandFull', { ns: 'common' }) })}
          <Link to={paths.privacy} target="_blank" className="font-medium text-primary underline underline-offset-4 hover:text-primary/80">
            {t('contact.form.consent.link')}
            <span className="sr-only">{t('contact.form.consent.newTab')}</span>
          </Link>
          {t('contact.form.consent.after')}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
          <span className="sr-only">({t('contact.form.required')})</span>
        </label>
      </div>
      {invalid && (
        <p id={errorId} className="ps-7 text-sm font-medium text-destructive">
          {t('contact.form.consent.error')}
        </p>
      )}
    </div>
  );
}
