import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import type { ArticleListRow } from '@shared/schemas/articles';
import { useErrorMessage } from '@/i18n/error-message';
import { useDeleteArticle } from '../api/delete-article';
import { ConfirmDialog } from '../../shared/confirm-dialog';

/** 'Delete article' (to Trash, restorable for 30 days: docs/decisions/0016-publishing.md), cancel / confirm, 'deleting...' while pending (docs/product-spec.md, section 2 and 8). */
export function DeleteArticleDialog({ article, onClose }: { article: Pick<ArticleListRow, 'id' | 'title'> | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const remove = useDeleteArticle();

  const confirm = () => {
    if (!article) return;
    remove.mutate(article.id, {
      onSuccess: () => {
        toast.success(t('articles.toast.deleted'), { description: t('articles.toast.deletedText') });
        onClose();
      },
      onError: (err) =>
        toast.error(t('articles.toast.deleteFailed'), {
          description: t('articles.toast.deleteFailedText', { message: errorMessage(err, t('articles.toast.deleteDefault')) }),
        }),
    });
  };

  return (
    <ConfirmDialog
      open={article !== null}
      title={t('articles.deleteDialog.title')}
      description={t('articles.deleteDialog.text', { title: article?.title ?? '' })}
      confirmLabel={t('articles.deleteDialog.confirm')}
      pendingLabel={t('articles.deleteDialog.pending')}
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
