import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Input } from '@/components/ui/input';
import { useErrorMessage } from '@/i18n/error-message';
import type { ArticleListRow } from '@shared/schemas/articles';
import { useUpdateArticle } from '../api/update-article';

/**
 * The weight of a list row, edited in place (docs/decisions/0024-beyond-the-spec.md): saved on Enter or leaving the field, shown
 * at once (optimistic), and put back with an error toast when the server refuses.
 */
export function WeightInput({ article, readOnly = false }: { article: ArticleListRow; readOnly?: boolean }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const update = useUpdateArticle();
  const [text, setText] = useState(String(article.weight));
  const [saved, setSaved] = useState(article.weight);
  // a refreshed list brings the stored value
  useEffect(() => {
    setText(String(article.weight));
    setSaved(article.weight);
  }, [article.weight]);

  const commit = () => {
    if (readOnly) return;
    const weight = Number(text);
    if (text.trim() === '' || !Number.isInteger(weight) || weight < 0) return setText(String(saved));
    if (weight === saved) return;
    const previous = saved;
    setSaved(weight);
    update.mutate(
      { id: article.id, input: { weight }, previousCategory: article.category },
      {
        onSuccess: () => toast.success(t('articles.toast.weightSaved'), { description: t('articles.toast.weightSavedText', { title: article.title, weight }) }),
        onError: (err) => {
          setSaved(previous);
          setText(String(previous));
          toast.error(t('articles.toast.weightFailed'), { description: errorMessage(err, t('articles.toast.updateDefault')) });
        },
      },
    );
  };

  return (
    <Input
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      value={text}
      readOnly={readOnly}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') setText(String(saved));
      }}
      aria-label={t('articles.table.weightOf', { title: article.title })}
      data-testid="article-weight"
      className={readOnly ? 'h-8 w-16 border-transparent bg-transparent tabular-nums shadow-none' : 'h-8 w-16 tabular-nums'}
    />
  );
}
