import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@shared/paths';
import { errorStatus } from '../../shared/error-status';
import { ItemLoadFailed } from '../../shared/list-states';
import { useAssessment } from '../api/get-assessment';
import { newValues, valuesOf } from '../lib/editor-values';
import { EditorForm } from './editor-form';

/** /assessments/new (a blank one) or /assessments/:id (loaded); an address naming none says it does not exist. */
export function AssessmentEditor({ id }: { id: number | 'new' | null }) {
  const { t } = useTranslation('admin');
  const [blank] = useState(newValues);
  const query = useAssessment(typeof id === 'number' ? id : null);
  if (id === 'new') return <EditorForm detail={null} initial={blank} />;
  // a copy kept from earlier is read again before the form takes it as its start
  if (query.data && (query.isFetchedAfterMount || !query.isFetching)) return <EditorForm key={query.data.id} detail={query.data} initial={valuesOf(query.data)} />;

  const notFound = id === null || errorStatus(query.error) === 404;
  return (
    <div className="grid grid-cols-1 gap-5">
      <Link to={paths.assessments} className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('assessments.editor.back')}
      </Link>
      {(query.isPending || query.isFetching) && !notFound ? (
        <Skeleton className="h-96 w-full rounded-xl" />
      ) : (
        <ItemLoadFailed
          notFound={notFound}
          notFoundText={t('assessments.editor.notFound')}
          failedText={t('assessments.editor.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
    </div>
  );
}
