import { AlertTriangle, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/session';
import { can } from '@shared/permissions';
import { useErrorMessage } from '@/i18n/error-message';
import { useAdminArticle } from '@/features/admin/articles';
import { errorStatus } from '../shared/error-status';
import { ArticleEditorDialog } from './article-editor-dialog';

/**
 * Opened by new=true (articleId null) or edit={id}. The edit dialog loads the article first and
 * shows loading, not-found and failed states inside the dialog.
 */
export default function ArticleFormDialog({ articleId, onCreated, onClose }: { articleId: number | null; onCreated?: (id: number) => void; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const user = useUser().data;
  // opened to create: the editor keeps the article it creates, while the address moves to edit={id}
  const [creating] = useState(articleId === null);
  const query = useAdminArticle(creating ? null : articleId);
  // an author writes and submits for review; publishing is an editor's (docs/decisions/0026-roles-and-review.md)
  const canPublish = can(user?.role, 'publishArticles');

  if (creating) return <ArticleEditorDialog article={null} author={user?.username ?? ''} canPublish={canPublish} onCreated={onCreated} onClose={onClose} />;
  if (query.data) return <ArticleEditorDialog article={query.data} author={query.data.authorName ?? ''} canPublish={canPublish} onClose={onClose} />;

  const notFound = errorStatus(query.error) === 404;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('shared.actions.close')} data-testid="article-dialog">
        <DialogHeader>
          <DialogTitle>{t('articleForm.editTitle')}</DialogTitle>
          <DialogDescription className="sr-only">{t('articleForm.editDescription')}</DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <div className="flex flex-col items-center gap-3 py-10 text-muted-foreground">
            <Spinner className="size-6" aria-hidden="true" />
            <p className="text-sm">{t('articleForm.loading')}</p>
          </div>
        ) : (
          <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
            <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
            <p className="font-medium">{notFound ? t('articleForm.notFound') : t('articleForm.loadFailed')}</p>
            {!notFound && <p className="text-sm text-muted-foreground">{errorMessage(query.error, t('shared.errors.network'))}</p>}
            <div className="flex gap-2">
              <Button variant="outline" onClick={onClose}>
                {t('shared.actions.close')}
              </Button>
              {!notFound && (
                <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
                  <RotateCw aria-hidden="true" />
                  {t('shared.actions.retry')}
                </Button>
              )}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
