import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Spinner } from '@/components/ui/spinner';
import type { Article } from '@shared/schemas/articles';
import { useDeleteArticle } from '../api/delete-article';
import { errorMessage } from '../../shared/error-message';

/** 'Delete article', cannot be undone, cancel / confirm, 'deleting...' while pending (spec sections 2 and 8). */
export function DeleteArticleDialog({ article, onClose }: { article: Article | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
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
    <AlertDialog open={article !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('articles.deleteDialog.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('articles.deleteDialog.text', { title: article?.title ?? '' })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t('shared.actions.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={remove.isPending}
            onClick={(e) => {
              e.preventDefault(); // stay open until the server answers
              confirm();
            }}
          >
            {remove.isPending && <Spinner aria-hidden="true" />}
            {remove.isPending ? t('articles.deleteDialog.pending') : t('articles.deleteDialog.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
