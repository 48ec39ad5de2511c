import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { useErrorMessage } from '@/i18n/error-message';
import type { ArticleStatus } from '@shared/catalog';
import type { Language } from '@shared/languages';
import type { AdminArticle } from '@shared/schemas/articles';
import type { ReviewSubmission, ReviewVersionInput } from '@shared/schemas/review';
import type { ArticleForm } from './components/main-fields';
import { missingForPublish, toEnglishPayload } from './english-values';
import { toPayload, type SaveIntent } from './form-values';
import { useSubmitForReview } from './submission-queries';
import type { EnglishForm } from './use-english-save';

type Save = { submit: (intent: SaveIntent) => Promise<AdminArticle | null> };

/** The stored status of a language version (null: not written yet). */
export const storedStatus = (article: AdminArticle | null, lang: Language): ArticleStatus | null =>
  article === null ? null : lang === 'zh' ? article.status : (article.translations.en?.status ?? null);

/** The Chinese tab's fields as a submission carries them for a live version (its shared fields too); null when invalid. */
function chineseVersion(form: ArticleForm): Promise<ReviewVersionInput | null> {
  return new Promise((resolve) => {
    void form.handleSubmit(
      (out) => {
        const { title, content, summary, metaDescription, tags, tableData, category, imageUrl, weight, articleId } = toPayload(out, 'Published');
        resolve({ title, content, summary, metaDescription, tags, tableData, category, imageUrl, weight, articleId });
      },
      () => resolve(null),
    )();
  });
}

/** The English tab's fields for a live version: it needs its title and content, as a published one does. */
function englishVersion(form: EnglishForm): Promise<ReviewVersionInput | null> {
  return new Promise((resolve) => {
    void form.handleSubmit(
      (out) => {
        const en = toEnglishPayload(out, 'Published');
        const missing = missingForPublish(en);
        missing.forEach(([field, code], i) => form.setError(field, { message: code }, { shouldFocus: i === 0 }));
        if (missing.length > 0) return resolve(null);
        resolve({ title: en.title ?? '', content: en.content ?? '', summary: en.summary, metaDescription: en.metaDescription, tags: en.tags, tableData: en.tableData });
      },
      () => resolve(null),
    )();
  });
}

/**
 * "Submit for review" for a writer who cannot publish (docs/decisions/0026-roles-and-review.md). A
 * version that is not live is saved first (the normal save as a draft) and then submitted; a live
 * one may not be changed by its writer, so its edited fields travel in the submission and the live
 * page stays as it is until an editor approves them.
 */
export function useReviewSubmit({
  article,
  form,
  enForm,
  saves,
  onSubmitted,
}: {
  article: AdminArticle | null;
  form: ArticleForm;
  enForm: EnglishForm;
  saves: Record<Language, Save>;
  onSubmitted: (submission: ReviewSubmission, article: AdminArticle) => void;
}) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const post = useSubmitForReview();
  const [working, setWorking] = useState<Language | null>(null);

  const submit = async (lang: Language, publishAt: string | null): Promise<boolean> => {
    setWorking(lang);
    try {
      const live = storedStatus(article, lang) === 'Published';
      const version = live ? await (lang === 'zh' ? chineseVersion(form) : englishVersion(enForm)) : undefined;
      const target = live ? article : await saves[lang].submit('draft');
      if (target === null || version === null) return false;
      const submission = await post.mutateAsync({ id: target.id, input: { lang, publishAt, ...(version ? { version } : {}) } });
      toast.success(t('review.submit.done'), { description: t('review.submit.doneText') });
      onSubmitted(submission, target);
      return true;
    } catch (err) {
      toast.error(t('review.submit.failed'), { description: errorMessage(err) });
      return false;
    } finally {
      setWorking(null);
    }
  };

  return { submit, working };
}
