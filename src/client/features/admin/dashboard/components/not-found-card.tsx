import { SearchX } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { paths } from '@shared/paths';
import { DashboardCard, DashboardCardIcon } from './dashboard-card';

/** For those who manage the site: how many distinct addresses visitors could not reach this month, and the way to the Redirects screen. */
export function NotFoundCard({ count }: { count: number }) {
  const { t } = useTranslation('admin');
  return (
    <DashboardCard title={t('dashboard.notFound.title')} description={t('dashboard.notFound.description')} testId="dashboard-not-found">
      <div className="flex items-center gap-3">
        <DashboardCardIcon icon={SearchX} className="bg-amber-100 text-amber-800" />
        <div className="grid min-w-0 gap-0.5">
          <p className="font-medium" data-testid="dashboard-not-found-count">
            {count > 0 ? t('dashboard.notFound.count', { count }) : t('dashboard.notFound.none')}
          </p>
          <Link to={paths.redirects} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t('dashboard.notFound.open')}
          </Link>
        </div>
      </div>
    </DashboardCard>
  );
}
