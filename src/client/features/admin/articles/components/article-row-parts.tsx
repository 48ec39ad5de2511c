import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ArticleListRow } from '@shared/schemas/articles';
import { formatShortDate } from '../../shared/format';

export interface RowActions {
  onEdit: (article: ArticleListRow) => void;
  onDelete: (article: ArticleListRow) => void;
  /** whether the row's trash button shows (lib/article-rights.ts) */
  canDelete: (article: ArticleListRow) => boolean;
  /** whether the row's edit button shows */
  canEdit: (article: ArticleListRow) => boolean;
  /** whether the row's weight can be changed in place */
  canEditWeight: (article: ArticleListRow) => boolean;
}

export function CategoryBadge({ category }: { category: string }) {
  const { t } = useTranslation('common');
  const known = t(`categories.${category}` as 'categories.news', { defaultValue: category });
  return <Badge variant="secondary">{known}</Badge>;
}

export function UpdatedDate({ value }: { value: string | null | undefined }) {
  const { t, i18n } = useTranslation('admin');
  return <span className="text-sm whitespace-nowrap text-muted-foreground tabular-nums">{formatShortDate(value, i18n.language) ?? t('articles.notAvailable')}</span>;
}

export function RowButtons({ article, onEdit, onDelete, canDelete, canEdit, vertical }: Omit<RowActions, 'canEditWeight'> & { article: ArticleListRow; vertical?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <div className={vertical ? 'flex flex-col gap-1' : 'flex justify-end gap-1'}>
      {canEdit(article) && (
        <Button variant="ghost" size="icon" onClick={() => onEdit(article)} aria-label={t('articles.editArticle', { title: article.title })} title={t('shared.actions.edit')}>
          <Pencil />
        </Button>
      )}
      {canDelete(article) && (
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive hover:bg-red-50 hover:text-destructive"
          onClick={() => onDelete(article)}
          aria-label={t('articles.deleteArticle', { title: article.title })}
          title={t('shared.actions.delete')}
        >
          <Trash2 />
        </Button>
      )}
    </div>
  );
}
