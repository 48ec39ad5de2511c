import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { cn } from '@/lib/utils';
import { redirectStatuses, type RedirectStatus } from '@shared/schemas/redirects';

/** 301 or 302 as two labelled radio cards, each saying when to choose it. */
export function StatusChoice({ value, onChange }: { value: RedirectStatus; onChange: (status: RedirectStatus) => void }) {
  const { t } = useTranslation('admin');
  const name = useId();
  const f = 'redirects.form' as const;
  const text = { 301: [t(`${f}.permanent`), t(`${f}.permanentHint`)], 302: [t(`${f}.temporary`), t(`${f}.temporaryHint`)] } as const;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t(`${f}.status`)}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {redirectStatuses.map((status) => (
          <label
            key={status}
            className={cn(
              'flex cursor-pointer gap-2.5 rounded-md border p-3 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              value === status ? 'border-primary bg-primary/5' : 'hover:bg-muted/50',
            )}
          >
            <input type="radio" name={name} value={status} checked={value === status} onChange={() => onChange(status)} className="mt-0.5 size-4 shrink-0 accent-primary" />
            <span className="grid gap-0.5">
              <span className="font-medium">{text[status][0]}</span>
              <span className="text-xs text-muted-foreground">{text[status][1]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
