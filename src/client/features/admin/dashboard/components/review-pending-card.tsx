import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import { DashboardCard, DashboardCardIcon } from './dashboard-card';

/** For those who approve submissions: how many wait for review, and the way to the queue. */
export function ReviewPendingCard({ count }: { count: number }) {
  const { t } = useTranslation('admin');
  return (
    <DashboardCard title={t('dashboard.review.title')} description={t('dashboard.review.description')} testId="dashboard-review">
      <div className="flex items-center gap-3">
        <DashboardCardIcon icon={ClipboardCheck} />
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span className="text-2xl font-bold tabular-nums" data-testid="dashboard-review-count">
            {count}
          </span>
          <Link to={paths.review} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {count > 0 ? t('dashboard.review.open') : t('dashboard.review.none')}
          </Link>
        </p>
      </div>
    </DashboardCard>
  );
}
