import type { AdminArticle } from '@shared/schemas/articles';
import type { Language } from '@shared/languages';
import { ReviewBar } from './components/review-bar';
import { ReviewNotice } from './components/review-notice';
import type { ArticleForm } from './components/main-fields';
import type { SaveIntent } from './form-values';
import { latestSubmission, useSubmissions } from './submission-queries';
import type { EnglishForm } from './use-english-save';
import { storedStatus, useReviewSubmit } from './use-review-submit';

type Save = { submit: (intent: SaveIntent) => Promise<AdminArticle | null>; saving: boolean };

/** The article as stored once `lang` was submitted for review (the submission's answer does not carry the article). */
function inReview(article: AdminArticle, lang: Language): AdminArticle {
  if (lang === 'zh') return { ...article, status: 'InReview' };
  const en = article.translations.en;
  return { ...article, translations: { ...article.translations, en: en && { ...en, status: 'InReview' } } };
}

/**
 * The editor of a writer who cannot publish (docs/decisions/0026-roles-and-review.md): each tab's
 * latest submission as a notice atop the form, and its "Save draft" and "Submit for review" buttons
 * in place of the publishing ones. `enabled` false (an editor, an admin): nothing is read.
 */
export function useAuthorReview({
  enabled,
  article,
  setArticle,
  form,
  enForm,
  saves,
  unsavedElsewhere,
  clearDrafts,
  savedAt,
}: {
  enabled: boolean;
  article: AdminArticle | null;
  setArticle: (article: AdminArticle) => void;
  form: ArticleForm;
  enForm: EnglishForm;
  saves: Record<Language, Save>;
  /** the other tab than `lang` has unsaved work (then the local draft stays) */
  unsavedElsewhere: (lang: Language) => boolean;
  clearDrafts: () => void;
  savedAt: Date | null;
}) {
  const submissions = useSubmissions(article?.id ?? null, enabled);
  const review = useReviewSubmit({
    article,
    form,
    enForm,
    saves,
    onSubmitted: (submission, saved) => {
      if (submission.live) {
        // the edits wait in the submission, not in the article: they are no unsaved change any more
        if (submission.lang === 'zh') form.reset(form.getValues());
        else enForm.reset(enForm.getValues());
        if (!unsavedElsewhere(submission.lang)) clearDrafts();
        return;
      }
      setArticle(inReview(saved, submission.lang));
      if (submission.lang === 'zh') form.resetField('status', { defaultValue: 'InReview' });
      else enForm.resetField('status', { defaultValue: 'InReview' });
    },
  });
  const latest = (lang: Language) => (enabled ? latestSubmission(submissions.data, lang) : null);

  const bar = (lang: Language, busy: boolean) => (
    <ReviewBar
      lang={lang}
      live={storedStatus(article, lang) === 'Published'}
      waiting={latest(lang)?.state === 'pending'}
      saving={saves[lang].saving}
      busy={busy}
      submitting={review.working === lang}
      savedAt={savedAt}
      onSaveDraft={() => void saves[lang].submit('draft')}
      onSubmit={(publishAt) => review.submit(lang, publishAt)}
    />
  );
  const notice = (lang: Language) => {
    const submission = latest(lang);
    return submission && <ReviewNotice submission={submission} />;
  };
  return { working: review.working, bar, notice };
}
