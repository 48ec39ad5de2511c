import { ChevronRight, Inbox } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import { consultationTypes, type Consultation } from '@shared/schemas/consultations';
import { ageParts } from '../lib/format-duration';
import { DashboardCard } from './dashboard-card';

function useTimeAgo(): (iso: string) => string {
  const { i18n } = useTranslation('admin');
  const format = new Intl.RelativeTimeFormat(i18n.language.startsWith('en') ? 'en' : 'zh-CN', { numeric: 'auto' });
  return (iso) => {
    const { unit, value } = ageParts(Date.now() - new Date(iso).getTime());
    return format.format(-value, unit);
  };
}

/** The five newest unassigned Pending enquiries; each opens its detail on the consultations screen. */
export function NewestUnassigned({ rows }: { rows: Consultation[] }) {
  const { t } = useTranslation('admin');
  const timeAgo = useTimeAgo();
  const typeName = (type: string) => ((consultationTypes as readonly string[]).includes(type) ? t(`consultations.types.${type as (typeof consultationTypes)[number]}`) : type);
  return (
    <DashboardCard
      title={t('dashboard.unassigned.title')}
      description={t('dashboard.unassigned.description')}
      testId="dashboard-unassigned"
    >
      {rows.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed py-8 text-center text-sm text-muted-foreground" data-testid="dashboard-unassigned-empty">
          <Inbox className="size-7" aria-hidden="true" />
          <p>{t('dashboard.unassigned.empty')}</p>
        </div>
      ) : (
        <ul className="-mx-2 flex flex-col gap-1">
          {rows.map((row) => (
            <li key={row.id} className="min-w-0">
              <Link
                to={paths.consultationsWith({ open: String(row.id) })}
                data-testid="dashboard-unassigned-row"
                className="flex min-h-12 items-center gap-3 rounded-md px-2 py-2 transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{row.name || `#${row.id}`}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {typeName(row.type)} · <time dateTime={row.createdAt}>{timeAgo(row.createdAt)}</time>
                  </span>
                </span>
                <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.consultations} className="self-end text-sm font-medium text-primary underline-offset-4 hover:underline">
        {t('dashboard.unassigned.viewAll')}
      </Link>
    </DashboardCard>
  );
}
