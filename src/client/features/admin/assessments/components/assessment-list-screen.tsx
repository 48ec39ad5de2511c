import { ListChecks, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@shared/paths';
import { ListLoadFailed, ListLoading } from '../../shared/list-states';
import { PageHeader } from '../../shared/page-header';
import { useAssessments } from '../api/get-assessments';
import { AssessmentList } from './assessment-list';

/** /assessments: every self-assessment with its state, "New self-assessment", and each row opening its editor. */
export function AssessmentListScreen() {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const query = useAssessments();
  const addButton = (variant: 'default' | 'outline') => (
    <Button asChild variant={variant}>
      <Link to={paths.assessmentEdit('new')}>
        <Plus aria-hidden="true" />
        {t('assessments.add')}
      </Link>
    </Button>
  );
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t('assessments.title')} description={t('assessments.description')} actions={addButton('default')} />
      <section aria-labelledby={headingId} className="min-w-0 overflow-hidden rounded-xl border bg-background shadow-xs">
        <h2 id={headingId} className="sr-only">
          {t('assessments.title')}
        </h2>
        {query.isPending ? (
          <ListLoading />
        ) : query.isError ? (
          <ListLoadFailed title={t('assessments.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.data.assessments.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-12 text-center" data-testid="assessments-empty">
            <ListChecks className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{t('assessments.empty')}</p>
            <p className="max-w-md text-sm text-muted-foreground">{t('assessments.emptyText')}</p>
            <div className="mt-2">{addButton('outline')}</div>
          </div>
        ) : (
          <AssessmentList items={query.data.assessments} />
        )}
      </section>
    </div>
  );
}
