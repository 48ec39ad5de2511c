import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { consultationStatuses, type ConsultationStatus } from '@shared/catalog';
import { paths } from '@shared/paths';
import { cn } from '@/lib/utils';
import { DashboardCard } from './dashboard-card';

/** The status badges' colours (docs/product-spec.md, section 4) as an accent on each tile. */
const accent: Record<ConsultationStatus, string> = {
  Pending: 'border-l-yellow-400',
  Processing: 'border-l-blue-500',
  Completed: 'border-l-green-600',
  Cancelled: 'border-l-red-500',
};

/** One tile per status, each opening the consultations screen filtered by it. */
export function StatusTiles({ byStatus }: { byStatus: Record<ConsultationStatus, number> }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  return (
    <DashboardCard title={t('dashboard.status.title')} testId="dashboard-status">
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {consultationStatuses.map((status) => {
          const count = byStatus[status] ?? 0;
          return (
            <li key={status}>
              <Link
                to={paths.consultationsWith({ status })}
                data-testid={`dashboard-status-${status}`}
                className={cn(
                  'flex h-full flex-col gap-1 rounded-lg border border-l-4 p-3 transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:p-4',
                  accent[status],
                )}
              >
                <span className="text-sm text-muted-foreground">{tc(`status.${status}`)}</span>
                <span className="text-2xl font-bold tabular-nums">{count}</span>
                <span className="sr-only">{t('dashboard.status.view')}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </DashboardCard>
  );
}
