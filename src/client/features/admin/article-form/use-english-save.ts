import { useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { useUpdateArticle } from '@/features/admin/articles';
import { useErrorMessage } from '@/i18n/error-message';
import { isNewArticleId, type AdminArticle, type UpdateArticleInput } from '@shared/schemas/articles';
import { applyFieldErrors } from '../shared/apply-field-errors';
import { englishFieldName, missingForPublish, toEnglishPayload, type EnglishFormOutput } from './english-values';
import { resolveStatus, saveOutcome, type SaveIntent, type VersionFormValues } from './form-values';

export type EnglishForm = UseFormReturn<VersionFormValues, unknown, EnglishFormOutput>;

/**
 * The English tab's save: a PATCH carrying `translations.en` only, so the Chinese and shared fields
 * stay as stored. A Published English version needs its title and content (checked here with the
 * server's codes, and the server's own answer shown on the fields too).
 * The web address shown in the editor is what gets stored whichever tab saves: `slug()` is the
 * URL name the editor shows (filled from the English title), sent along when it differs from the stored one.
 */
export function useEnglishSave({
  form,
  article,
  slug = () => '',
  onSaved,
}: {
  form: EnglishForm;
  article: AdminArticle | null;
  slug?: () => string;
  onSaved: (saved: AdminArticle) => void;
}) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const [intent, setIntent] = useState<SaveIntent | null>(null);
  const update = useUpdateArticle();
  const e = 'articleForm.english.toast' as const;

  const formField = (serverField: string) => {
    const field = englishFieldName(serverField);
    return field && field in form.getValues() ? (field as Path<VersionFormValues>) : undefined;
  };

  const onValid = (out: EnglishFormOutput, chosen: SaveIntent, done: (saved: AdminArticle | null) => void) => {
    if (!article) return done(null);
    const en = toEnglishPayload(out, resolveStatus(chosen, form.getValues('status'), article.translations.en !== null));
    const missing = missingForPublish(en);
    if (missing.length > 0) {
      missing.forEach(([field, code], i) => form.setError(field, { message: code }, { shouldFocus: i === 0 }));
      return done(null);
    }
    const input: UpdateArticleInput = { translations: { en } };
    const shown = slug().trim();
    if (shown && shown !== (article.articleId ?? '') && isNewArticleId(shown)) input.articleId = shown;
    update.mutate(
      { id: article.id, input, previousCategory: article.category },
      {
        onSuccess: (a) => {
          const outcome = saveOutcome(article.translations.en?.status ?? null, a.translations.en?.status ?? 'Draft');
          toast.success(t(`articleForm.outcome.${outcome}`), { description: t(`articleForm.english.outcomeText.${outcome}`, { title: a.title }) });
          onSaved(a);
          done(a);
        },
        onError: (err) => {
          done(null);
          applyFieldErrors(err, formField, form.setError);
          toast.error(t(`${e}.saveFailed`), { description: t(`${e}.saveFailedText`, { message: errorMessage(err, t(`${e}.saveDefault`)) }) });
        },
      },
    );
  };
  /** resolves with the saved article, or null when nothing was saved (as the Chinese save's) */
  const submit = (chosen: SaveIntent) => {
    setIntent(chosen);
    return new Promise<AdminArticle | null>((done) => {
      void form.handleSubmit(
        (out) => onValid(out, chosen, done),
        () => done(null),
      )();
    });
  };

  return { submit, intent, saving: update.isPending };
}
