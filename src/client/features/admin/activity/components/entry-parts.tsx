import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import type { AuditEntryView } from '@shared/schemas/audit';
import { formatSingaporeTime } from '../lib/activity-format';

/** Kinds of thing that link to their own row: without a link, the row is gone. */
const linkedKinds = new Set(['article', 'category', 'enquiry', 'user']);

export function EntryTime({ entry }: { entry: AuditEntryView }) {
  const { i18n } = useTranslation('admin');
  return (
    <time dateTime={entry.at} className="whitespace-nowrap tabular-nums">
      {formatSingaporeTime(entry.at, i18n.language)}
    </time>
  );
}

export function EntryActor({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation('admin');
  if (entry.actorName) return <span className="font-medium break-all">{entry.actorName}</span>;
  return <span className="text-muted-foreground">{entry.action === 'sign-in-failed' ? t('activity.notSignedIn') : t('activity.system')}</span>;
}

export function EntryAction({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation('admin');
  return (
    <Badge variant={entry.action === 'sign-in-failed' || entry.action === 'delete' ? 'destructive' : 'secondary'} className="whitespace-nowrap">
      {t(`activity.actions.${entry.action}`)}
    </Badge>
  );
}

/** The kind of thing, and its label linking to its screen while it exists. */
export function EntryWhat({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation('admin');
  const label = entry.entityLabel ?? (entry.entityId ? `#${entry.entityId}` : null);
  return (
    <span className="grid min-w-0 gap-0.5">
      <span className="text-xs text-muted-foreground">{t(`activity.entities.${entry.entityType}`)}</span>
      {label &&
        (entry.href ? (
          <Link to={entry.href} className="font-medium break-words text-primary underline-offset-4 hover:underline" data-testid="entry-link">
            {label}
          </Link>
        ) : (
          <span className="break-words">
            {label}
            {linkedKinds.has(entry.entityType) && <span className="text-xs text-muted-foreground"> ({t('activity.gone')})</span>}
          </span>
        ))}
    </span>
  );
}
