import { AlertTriangle, RotateCw } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorMessage } from '@/i18n/error-message';
import { PageHeader } from '../shared/page-header';
import { useAdminTitle } from '../shared/use-admin-title';
import { useUrlListParams } from '../shared/use-url-list-params';
import { useActivity } from './api/get-activity';
import { ActivityFilterBar } from './components/activity-filter-bar';
import { ActivityList } from './components/activity-list';
import { RangePager } from '../shared/range-pager';
import { activityParamNames, activityRequest, noActivityFilters, readActivityFilters } from './lib/activity-filters';

/** The audit log for admins (docs/decisions/0017-audit-log.md): filters and page in the address. */
export default function ActivityPage() {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  useAdminTitle(t('activity.title'));
  const { filters, page, update } = useUrlListParams({ names: activityParamNames, empty: noActivityFilters, read: readActivityFilters });
  const request = activityRequest(filters, page);
  const activity = useActivity(request);
  const filtered = request.actor !== undefined || request.entityType !== undefined || Boolean(request.from || request.to);

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t('activity.title')} description={t('activity.description')} />
      <ActivityFilterBar filters={filters} onChange={(changes) => update(changes)} />
      {activity.isPending ? (
        <div className="grid gap-2" data-testid="activity-loading">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full rounded-lg" />
          ))}
        </div>
      ) : activity.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-background py-12 text-center">
          <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
          <p className="font-medium">{t('activity.loadFailed')}</p>
          <p className="text-sm text-muted-foreground">{errorMessage(activity.error)}</p>
          <Button variant="outline" onClick={() => void activity.refetch()} disabled={activity.isFetching}>
            <RotateCw aria-hidden="true" />
            {t('shared.actions.retry')}
          </Button>
        </div>
      ) : activity.data.entries.length === 0 ? (
        <p className="rounded-lg border border-dashed bg-background py-12 text-center text-muted-foreground" data-testid="activity-empty">
          {filtered ? t('activity.emptyFiltered') : t('activity.empty')}
        </p>
      ) : (
        <div className={activity.isPlaceholderData ? 'grid gap-4 opacity-60 transition-opacity' : 'grid gap-4'}>
          <ActivityList entries={activity.data.entries} />
          <RangePager page={activity.data.page} pageSize={activity.data.pageSize} total={activity.data.total} onPage={(next) => update({ page: next })} />
        </div>
      )}
    </div>
  );
}
