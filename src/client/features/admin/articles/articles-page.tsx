import { useQueryClient } from '@tanstack/react-query';
import { Plus, RotateCw } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { TrashButton } from '@/features/admin/trash';
import { useUser } from '@/lib/session';
import { useErrorMessage } from '@/i18n/error-message';
import type { ArticleListRow } from '@shared/schemas/articles';
import { errorStatus } from '../shared/error-status';
import { PageHeader } from '../shared/page-header';
import { useAdminTitle } from '../shared/use-admin-title';
import { useAdminArticles } from './api/get-articles';
import { ArticleCounters } from './components/article-counters';
import { ArticleFilters } from './components/article-filters';
import { ArticlePager } from './components/article-pager';
import { ArticlesEmpty, ArticlesLoadFailed, ArticlesSkeleton } from './components/article-states';
import { ArticleTable } from './components/article-table';
import { ArticleTabs } from './components/article-tabs';
import { DeleteArticleDialog } from './components/delete-article-dialog';
import { listRequest, pageOf } from './lib/article-list';
import { useArticleDialogs } from './lib/use-article-dialogs';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../shared/use-debounced-value';
import { useListParams } from './lib/use-list-params';
import { useCan } from '../shared/use-permission';
import { mayEditArticle, mayEditArticleWeight, mayTrashArticle } from './lib/article-rights';

// the form (with TipTap) is its own chunk, fetched as soon as the list shows
const loadForm = () => import('@/features/admin/article-form');
const ArticleFormDialog = lazy(loadForm);

/** The server is asked once typing pauses for this long; clearing the search asks at once. */

export default function ArticlesPage() {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  useAdminTitle(t('articles.title'));
  const user = useUser().data;
  const userCan = useCan();
  const canDelete = (row: ArticleListRow) => mayTrashArticle(user?.role, user?.id ?? null, row);
  const canEdit = (row: ArticleListRow) => mayEditArticle(user?.role, user?.id ?? null, row);
  const canEditWeight = (row: ArticleListRow) => mayEditArticleWeight(user?.role, user?.id ?? null, row);
  const qc = useQueryClient();
  const { filters, page, update } = useListParams();
  const typed = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const query = useAdminArticles(listRequest(filters, page, filters.search ? typed : ''));
  const dialogs = useArticleDialogs();
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<ArticleListRow | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  useEffect(() => void loadForm(), []);
  useEffect(() => {
    if (!query.error) return;
    const status = errorStatus(query.error) ?? '';
    toast.error(t('articles.toast.fetchFailed'), {
      description: t('articles.toast.fetchFailedText', { status, message: errorMessage(query.error, t('shared.errors.network')) }),
    });
  }, [query.error, query.errorUpdatedAt, t, errorMessage]);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await qc.invalidateQueries(undefined, { throwOnError: true });
      toast.success(t('articles.toast.refreshed'), { description: t('articles.toast.refreshedText') });
    } catch {
      toast.error(t('articles.toast.refreshFailed'), { description: t('articles.toast.refreshFailedText') });
    } finally {
      setRefreshing(false);
    }
  };

  const counts = query.data?.counts ?? null;
  let body;
  if (query.isPending) body = <ArticlesSkeleton />;
  else if (!query.data) body = <ArticlesLoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (query.data.total === 0) body = <ArticlesEmpty onCreate={dialogs.openCreate} />;
  else {
    const current = pageOf(query.data);
    body = (
      <>
        <ArticleTable articles={current.items} onEdit={(a) => dialogs.openEdit(a.id)} onDelete={setToDelete} canDelete={canDelete} canEdit={canEdit} canEditWeight={canEditWeight} />
        <ArticlePager page={current} onPage={(n) => update({ page: n })} />
      </>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={t('articles.title')}
        description={t('articles.description')}
        actions={
          <>
            <Button variant="outline" onClick={() => void refresh()} disabled={refreshing}>
              <RotateCw className={refreshing ? 'animate-spin' : undefined} aria-hidden="true" />
              {t('articles.refresh')}
            </Button>
            {userCan('restoreFromTrash') && <TrashButton />}
            <Button onClick={dialogs.openCreate}>
              <Plus aria-hidden="true" />
              {t('articles.create')}
            </Button>
          </>
        }
      />
      <ArticleCounters counts={counts && { total: counts.total, ...counts.byStatus }} failed={query.isError} />
      <section className="rounded-xl border bg-background p-4 shadow-xs sm:p-5">
        <ArticleTabs value={filters.tab} onChange={(tab) => update({ tab })} counts={counts}>
          <ArticleFilters filters={filters} onChange={update} />
          {body}
        </ArticleTabs>
      </section>
      <DeleteArticleDialog article={toDelete} onClose={() => setToDelete(null)} />
      {(dialogs.creating || dialogs.editId !== null) && (
        <Suspense fallback={null}>
          {/* the article created in the open dialog keeps that dialog (and its editor's state) */}
          <ArticleFormDialog
            key={dialogs.editId === null || dialogs.editId === createdId ? 'new' : dialogs.editId}
            articleId={dialogs.editId}
            onCreated={(id) => {
              setCreatedId(id);
              dialogs.created(id);
            }}
            onClose={dialogs.close}
          />
        </Suspense>
      )}
    </div>
  );
}
