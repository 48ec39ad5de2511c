import { BarChart3, RotateCw } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { ListLoadFailed } from '../shared/list-states';
import { PageHeader } from '../shared/page-header';
import { sgtDate } from '../shared/singapore-time';
import { useAdminTitle } from '../shared/use-admin-title';
import { useCan } from '../shared/use-permission';
import { useUrlListParams } from '../shared/use-url-list-params';
import { useAnalytics } from './api/get-analytics';
import { AnalyticsSkeleton } from './components/analytics-skeleton';
import { FilterBar } from './components/filter-bar';
import { PeriodNote, ReportView, isEmptyReport } from './components/report-view';
import { ANALYTICS_RANGE_MAX_DAYS, analyticsParamNames, analyticsRequest, autoInterval, noAnalyticsFilters, periodOf, readAnalyticsFilters } from './lib/analytics-filters';

/**
 * Visits counted without cookies (docs/decisions/0029-analytics.md): totals against the previous
 * period, the trend, the pages, sources, campaigns, audience, taps and the funnel, each table with
 * its CSV. Filters in the address; the enquiry figures only for a role that may read enquiries.
 */
export default function AnalyticsPage() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('analytics.title'));
  const { filters, update } = useUrlListParams({ names: analyticsParamNames, empty: noAnalyticsFilters, read: readAnalyticsFilters });
  const today = sgtDate(Date.now());
  const period = periodOf(filters, today);
  const request = analyticsRequest(filters, today);
  const query = useAnalytics(request.ok ? request.query : null);
  const report = request.ok ? query.data : undefined;
  const mayReadEnquiries = useCan()('readEnquiries');

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={t('analytics.title')}
        description={mayReadEnquiries ? t('analytics.description') : t('analytics.descriptionNoEnquiries')}
        actions={
          <Button variant="outline" onClick={() => void query.refetch()} disabled={!request.ok || query.isFetching}>
            <RotateCw className={query.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            {t('shared.actions.refresh')}
          </Button>
        }
      />
      <FilterBar filters={filters} period={period} interval={request.ok ? request.query.interval : filters.interval || autoInterval(period.from, period.to)} onChange={update} />
      {!request.ok ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive" data-testid="analytics-invalid">
          {request.problem === 'order' ? t('analytics.filters.invalidOrder') : t('analytics.filters.tooLong', { days: ANALYTICS_RANGE_MAX_DAYS })}
        </p>
      ) : query.isPending ? (
        <AnalyticsSkeleton />
      ) : !report ? (
        <div className="rounded-xl border border-dashed bg-background">
          <ListLoadFailed title={t('analytics.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </div>
      ) : (
        <div className={query.isPlaceholderData ? 'grid gap-6 opacity-60 transition-opacity' : 'grid gap-6'} aria-busy={query.isPlaceholderData || undefined}>
          <PeriodNote report={report} />
          {isEmptyReport(report) ? (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-background px-4 py-12 text-center" data-testid="analytics-empty">
              <BarChart3 className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="font-medium">{t('analytics.empty')}</p>
              <p className="max-w-md text-sm text-muted-foreground">{t('analytics.emptyHint')}</p>
            </div>
          ) : (
            <ReportView report={report} />
          )}
        </div>
      )}
    </div>
  );
}
