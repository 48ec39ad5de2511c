import { useState } from 'react';
import type { FieldErrors, Path } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { useCreateArticle, useUpdateArticle } from '@/features/admin/articles';
import { useErrorMessage } from '@/i18n/error-message';
import type { AdminArticle } from '@shared/schemas/articles';
import { applyFieldErrors } from '../shared/apply-field-errors';
import type { ArticleForm } from './components/main-fields';
import { resolveStatus, saveOutcome, toPayload, type ArticleFormOutput, type ArticleFormValues, type SaveIntent } from './form-values';

/**
 * The Chinese tab's save: the flat fields (the Chinese version and the shared fields) in a create
 * or a PATCH, with a toast naming what happened (published, updated, unpublished, saved as draft).
 * `onSaved` gets the answer; `submit` resolves with it too (null when nothing was saved), so a
 * submission for review can follow the save.
 */
export function useChineseSave({ form, article, onSaved }: { form: ArticleForm; article: AdminArticle | null; onSaved: (saved: AdminArticle) => void }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const [intent, setIntent] = useState<SaveIntent | null>(null);
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const editing = article !== null;

  const formField = (serverField: string) => (serverField in form.getValues() ? (serverField as Path<ArticleFormValues>) : undefined);

  const onValid = (out: ArticleFormOutput, chosen: SaveIntent, done: (saved: AdminArticle | null) => void) => {
    const input = toPayload(out, resolveStatus(chosen, form.getValues('status'), editing));
    // the toast says what happened to the version, not only that a request succeeded (docs/decisions/0024-beyond-the-spec.md)
    const announce = (a: AdminArticle) => {
      const outcome = saveOutcome(article?.status ?? null, a.status);
      toast.success(t(`articleForm.outcome.${outcome}`), { description: t(`articleForm.outcomeText.${outcome}`, { title: a.title }) });
    };
    if (article) {
      update.mutate(
        { id: article.id, input, previousCategory: article.category },
        {
          onSuccess: (a) => {
            announce(a);
            onSaved(a);
            done(a);
          },
          onError: (err) => {
            done(null);
            applyFieldErrors(err, formField, form.setError);
            toast.error(t('articles.toast.updateFailed'), {
              description: t('articles.toast.updateFailedText', { message: errorMessage(err, t('articles.toast.updateDefault')) }),
            });
          },
        },
      );
      return;
    }
    create.mutate(input, {
      onSuccess: (a) => {
        announce(a);
        onSaved(a);
        done(a);
      },
      onError: (err) => {
        done(null);
        applyFieldErrors(err, formField, form.setError);
        toast.error(t('articles.toast.createFailed'), {
          description: t('articles.toast.createFailedText', { message: errorMessage(err, t('articles.toast.createDefault')) }),
        });
      },
    });
  };
  const onInvalid = (errors: FieldErrors<ArticleFormValues>) => {
    // docs/product-spec.md, section 5: an update missing title, content or category says so and sends nothing
    if (editing && (errors.title || errors.content || errors.category)) {
      toast.error(t('articles.toast.updateFailed'), { description: t('articles.toast.updateMissing') });
    }
  };
  const submit = (chosen: SaveIntent) => {
    setIntent(chosen);
    return new Promise<AdminArticle | null>((done) => {
      void form.handleSubmit(
        (out) => onValid(out, chosen, done),
        (errors) => {
          onInvalid(errors);
          done(null);
        },
      )();
    });
  };

  return { submit, intent, saving: create.isPending || update.isPending };
}
