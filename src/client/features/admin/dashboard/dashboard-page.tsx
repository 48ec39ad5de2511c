import { AlertTriangle, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/i18n/error-message';
import { PageHeader } from '../shared/page-header';
import { useAdminTitle } from '../shared/use-admin-title';
import { useDashboard } from './api/get-dashboard';
import { DashboardSkeleton } from './components/dashboard-skeleton';
import { FirstResponseCard } from './components/first-response-card';
import { NewestUnassigned } from './components/newest-unassigned';
import { NotFoundCard } from './components/not-found-card';
import { ReviewPendingCard } from './components/review-pending-card';
import { SetupChecklistCard } from './components/setup-checklist';
import { StatusTiles } from './components/status-tiles';
import { WeeklySection } from './components/weekly-section';
import { useCan } from '../shared/use-permission';

/** The back office's first screen (docs/decisions/0012-enquiry-inbox.md): enquiries per week, by status, the median first response and who waits for an owner. */
export default function DashboardPage() {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  useAdminTitle(t('dashboard.title'));
  const query = useDashboard();

  useEffect(() => {
    if (query.error) toast.error(t('dashboard.fetchFailed'), { description: errorMessage(query.error) });
  }, [query.error, query.errorUpdatedAt, t, errorMessage]);

  const data = query.data;
  const userCan = useCan();
  // the server nulls the enquiry figures of a role without readEnquiries
  const hasEnquiries = data?.byStatus != null;
  const reviewCard = data?.reviewPending !== undefined && <ReviewPendingCard count={data.reviewPending} />;
  const notFoundCard = data?.notFoundThisMonth !== undefined && <NotFoundCard count={data.notFoundThisMonth} />;
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={t('dashboard.title')}
        description={data && !hasEnquiries ? undefined : t('dashboard.description')}
        actions={
          <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RotateCw className={query.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            {t('shared.actions.refresh')}
          </Button>
        }
      />
      {userCan('manageSystem') && <SetupChecklistCard />}
      {query.isPending ? (
        <DashboardSkeleton />
      ) : !data ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed py-12 text-center">
          <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
          <p className="font-medium">{t('dashboard.loadFailed')}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('shared.actions.retry')}
          </Button>
        </div>
      ) : !hasEnquiries && (reviewCard || notFoundCard) ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          {reviewCard}
          {notFoundCard}
        </div>
      ) : !hasEnquiries ? (
        <p className="rounded-xl border border-dashed bg-background py-12 text-center text-sm text-muted-foreground" data-testid="dashboard-nothing">
          {t('dashboard.nothingForRole')}
        </p>
      ) : (
        <>
          {data.byStatus && <StatusTiles byStatus={data.byStatus} />}
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
            {data.weeks && <WeeklySection weeks={data.weeks} className="lg:col-span-2" />}
            <div className="grid min-w-0 content-start gap-6">
              {reviewCard}
              {notFoundCard}
              {hasEnquiries && data.medianFirstResponseMinutes !== undefined && <FirstResponseCard minutes={data.medianFirstResponseMinutes} />}
              {data.newestUnassigned && <NewestUnassigned rows={data.newestUnassigned} />}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
