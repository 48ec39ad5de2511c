import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { AuditChange } from '@shared/schemas/audit';
import { formatValue } from '../lib/activity-format';

/** "Show 2 changes", opening to one line per field: old → new (long text was cut short when recorded). */
export function ChangeSummary({ changes }: { changes: AuditChange[] }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!changes.length) return <span className="text-muted-foreground">{t('activity.noChanges')}</span>;
  const empty = t('activity.empty_value');
  return (
    <div className="min-w-0">
      <Button type="button" variant="ghost" size="sm" className="-ml-2 h-8 px-2" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
        {open ? t('activity.hideChanges') : t('activity.showChanges', { count: changes.length })}
      </Button>
      {open && (
        <ul id={id} className="mt-1 grid gap-1.5 text-sm" data-testid="changes">
          {changes.map((c) => (
            <li key={c.field} className="grid gap-0.5 rounded-md bg-muted/60 px-2 py-1.5" data-testid="change">
              <span className="font-mono text-xs text-muted-foreground">{c.field}</span>
              <span className="break-words">
                <del className="text-muted-foreground">{formatValue(c.from, empty)}</del>
                <span aria-hidden="true"> → </span>
                <ins className="no-underline">{formatValue(c.to, empty)}</ins>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
