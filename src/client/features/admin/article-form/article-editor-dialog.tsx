import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent } from '@/components/ui/tabs';
import { createArticleSchema, type AdminArticle } from '@shared/schemas/articles';
import { englishVersionSchema } from '@shared/schemas/translations';
import { DiscardDialog } from '../shared/discard-dialog';
import { useGuardedClose } from '../shared/use-guarded-close';
import { AutosaveBanner } from './components/autosave-banner';
import { DraftBanner } from './components/draft-banner';
import { EnglishPanel } from './components/english-panel';
import { HistoryButton } from './components/history-button';
import { PreviewButtons } from './components/preview-buttons';
import { ScheduleButton } from './components/schedule-button';
import { staysDraft } from './components/schedule-choice';
import { currentVersion, restoreRevision } from './components/history-restore';
import { LanguageTabs, type LanguageTab } from './components/language-tabs';
import { LiveAddress } from './components/live-address';
import { asVersionForm, MainFields } from './components/main-fields';
import { SaveBar } from './components/save-bar';
import { SideFields } from './components/side-fields';
import { shownSlug } from './components/slug-field';
import { copyFromChinese, toEnglishFormValues, type EnglishFormOutput } from './english-values';
import { toFormValues, type ArticleFormOutput, type ArticleFormValues, type VersionFormValues } from './form-values';
import { useChineseSave } from './use-chinese-save';
import { useEnglishSave } from './use-english-save';
import { useAutosave } from './use-autosave';
import { useFormDraft } from './use-form-draft';
import { useAuthorReview } from './use-author-review';

/** The i18n key of the save button the writer sees on `tab` for the stored version: "update" for a live (or archived) one, else "save as draft" (save-bar.tsx). */
function saveButtonKey(article: AdminArticle, tab: LanguageTab) {
  const stored = tab === 'zh' ? article.status : (article.translations.en?.status ?? null);
  const kept = stored === 'Published' || stored === 'Archived';
  if (tab === 'zh') return kept ? 'articleForm.update' : 'articleForm.saveDraft';
  return kept ? 'articleForm.english.update' : 'articleForm.english.saveDraft';
}

const resolver = zodResolver(createArticleSchema) as unknown as Resolver<ArticleFormValues, unknown, ArticleFormOutput>;
const englishResolver = zodResolver(englishVersionSchema) as unknown as Resolver<VersionFormValues, unknown, EnglishFormOutput>;

/**
 * The create or edit dialog: a Chinese tab (the source and the shared fields) and an English tab,
 * each saved on its own (docs/decisions/0005-bilingual-content.md); never losing work.
 */
export function ArticleEditorDialog({
  article: opened,
  author,
  canPublish = true,
  onCreated,
  onClose,
}: {
  article: AdminArticle | null;
  author: string;
  /** false for a writer without publishArticles: no publish or schedule controls, "Submit for review" instead (docs/decisions/0026-roles-and-review.md) */
  canPublish?: boolean;
  /** the first save of a new article created it (the list puts edit={id} in the address) */
  onCreated?: (id: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  // the stored article as of the last save: a created one is edited (PATCH) from then on
  const [article, setArticle] = useState(opened);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const editing = article !== null;
  const form = useForm<ArticleFormValues, unknown, ArticleFormOutput>({ resolver, defaultValues: toFormValues(article) });
  const enForm = useForm<VersionFormValues, unknown, EnglishFormOutput>({ resolver: englishResolver, defaultValues: toEnglishFormValues(article?.translations.en) });
  const [tab, setTab] = useState<LanguageTab>('zh');
  const values = form.watch();
  const enValues = enForm.watch();
  const zhDirty = form.formState.isDirty;
  const enDirty = enForm.formState.isDirty;
  const dirty = zhDirty || enDirty;
  const draft = useFormDraft(article?.id ?? null, values, editing && enDirty ? enValues : undefined, dirty);
  const [draftShown, setDraftShown] = useState(draft.found !== null);
  // the server-side autosave works beside the local draft (docs/decisions/0015-revisions.md)
  const autosave = useAutosave(article?.id ?? null, article?.updatedAt ?? null, values, editing && enDirty ? enValues : undefined, dirty);
  // saved or discarded, the local draft has served its purpose
  const closeAndClearDraft = () => {
    draft.clear();
    autosave.clear();
    onClose();
  };
  // a save keeps the editor open so writing can go on (docs/decisions/0024-beyond-the-spec.md): the saved tab becomes clean and
  // the local draft goes unless the other language still has unsaved work; closing is its own action
  const afterSave = (saved: AdminArticle, otherDirty: boolean) => {
    if (!otherDirty) {
      draft.clear();
      autosave.clear();
    }
    setDraftShown(false);
    if (article === null) onCreated?.(saved.id);
    setArticle(saved);
    setSavedAt(new Date());
  };
  const zhSave = useChineseSave({
    form,
    article,
    onSaved: (saved) => {
      form.reset(toFormValues(saved));
      afterSave(saved, enDirty);
    },
  });
  const enSave = useEnglishSave({
    form: enForm,
    article,
    slug: () =>
      shownSlug({
        current: form.getValues('articleId'),
        stored: form.formState.defaultValues?.articleId ?? '',
        touched: !!form.formState.dirtyFields.articleId,
        category: form.getValues('category'),
        englishTitle: enForm.getValues('title'),
      }),
    onSaved: (saved) => {
      enForm.reset(toEnglishFormValues(saved.translations.en));
      // the English save may have stored the URL name shown on the Chinese tab: it is no unsaved change there
      form.resetField('articleId', { defaultValue: saved.articleId ?? '' });
      afterSave(saved, zhDirty);
    },
  });
  const review = useAuthorReview({
    enabled: !canPublish,
    article,
    setArticle,
    form,
    enForm,
    saves: { zh: zhSave, en: enSave },
    unsavedElsewhere: (lang) => (lang === 'zh' ? enDirty : zhDirty),
    clearDrafts: () => {
      draft.clear();
      autosave.clear();
    },
    savedAt,
  });
  const busy = zhSave.saving || enSave.saving || review.working !== null;
  const { requestClose, discardDialog } = useGuardedClose({ dirty, pending: busy, onClose, onDiscard: closeAndClearDraft });

  const copyChinese = () => {
    enForm.reset(copyFromChinese(form.getValues()), { keepDefaultValues: true });
    toast.success(t('articleForm.english.copied'));
  };

  return (
    <>
      <Dialog open onOpenChange={(open) => !open && requestClose()}>
        <DialogContent
          className="flex max-h-[calc(100dvh-1rem)] flex-col gap-0 overflow-hidden p-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:max-w-full max-sm:rounded-none max-sm:border-0 sm:max-w-5xl"
          closeLabel={t('shared.actions.close')}
          data-testid="article-dialog"
          onOpenAutoFocus={(e) => {
            // Radix would select the whole title, and the next keystroke would replace it
            e.preventDefault();
            document.getElementById('article-title')?.focus();
          }}
        >
          <DialogHeader className="border-b px-5 py-4 sm:px-6">
            <div className="flex flex-wrap items-center justify-between gap-2 pr-8">
              <DialogTitle>{editing ? t('articleForm.editTitle') : t('articleForm.createTitle')}</DialogTitle>
              {article && (
                <div className="flex flex-wrap items-center gap-2">
                  {/* preview, share and schedule the saved version of the active language (docs/decisions/0016-publishing.md) */}
                  <PreviewButtons articleId={article.id} lang={tab} />
                  {canPublish && <ScheduleButton articleId={article.id} lang={tab} versions={{ zh: article.status, en: article.translations.en?.status ?? null }} />}
                  <HistoryButton
                    articleId={article.id}
                    lang={tab}
                    current={currentVersion(values, enValues, tab)}
                    onRestore={(snapshot) => {
                      restoreRevision(snapshot, tab, form, enForm);
                      toast.info(t('revisions.restored'), { description: t('revisions.restoredText', { button: canPublish ? t(saveButtonKey(article, tab)) : t('review.submit.button') }) });
                    }}
                  />
                </div>
              )}
            </div>
            <DialogDescription>{!canPublish ? t('review.submit.editorDescription') : editing ? t('articleForm.editDescription') : t('articleForm.createDescription')}</DialogDescription>
            {article && <LiveAddress article={article} />}
          </DialogHeader>
          <Tabs value={tab} onValueChange={(v) => setTab(v as LanguageTab)} className="min-h-0 flex-1 gap-0">
            <LanguageTabs article={article} />
            {draftShown && draft.found && (
              <div className="px-5 pt-4 sm:px-6">
                <DraftBanner
                  savedAt={draft.found.savedAt}
                  onRestore={() => {
                    form.reset(draft.found!.values, { keepDefaultValues: true });
                    if (editing && draft.found!.en) enForm.reset(draft.found!.en, { keepDefaultValues: true });
                    setDraftShown(false);
                  }}
                  onDiscard={() => {
                    draft.clear();
                    setDraftShown(false);
                  }}
                />
              </div>
            )}
            {!(draftShown && draft.found) && autosave.found && (
              <div className="px-5 pt-4 sm:px-6">
                <AutosaveBanner
                  savedAt={autosave.found.savedAt}
                  onRecover={() => {
                    const { values: zh, en } = autosave.found!.data;
                    form.reset(zh, { keepDefaultValues: true });
                    if (editing && en) enForm.reset(en, { keepDefaultValues: true });
                    autosave.dismiss();
                  }}
                  onDiscard={autosave.clear}
                />
              </div>
            )}
            <TabsContent value="zh" className="flex min-h-0 flex-col">
              {/* Enter in a field must never publish: only the buttons below save */}
              <form noValidate onSubmit={(e) => e.preventDefault()} className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">
                {review.notice('zh') && <div className="mb-5">{review.notice('zh')}</div>}
                <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem]">
                  <MainFields form={asVersionForm(form)} />
                  <SideFields form={form} author={author} englishTitle={enValues.title} showStatus={canPublish} />
                </div>
              </form>
              {canPublish ? (
                <SaveBar
                  onSubmit={zhSave.submit}
                  saving={zhSave.saving}
                  busy={busy}
                  intent={zhSave.intent}
                  stored={article?.status ?? null}
                  selected={values.status}
                  labels={{ draft: t('articleForm.saveDraft'), unpublish: t('articleForm.unpublish'), publish: t('articleForm.publish'), update: t('articleForm.update'), archive: t('articleForm.archive') }}
                  savedAt={savedAt}
                  publishWarning={article && staysDraft('zh', { zh: article.status, en: article.translations.en?.status ?? null }) ? t('articleForm.publishConfirm.zhOnly') : undefined}
                  note={editing && values.status === 'Archived' && article?.status === 'Archived' ? t('articleForm.archivedNote') : undefined}
                />
              ) : (
                review.bar('zh', busy)
              )}
            </TabsContent>
            {article && (
              <TabsContent value="en" className="flex min-h-0 flex-col">
                <EnglishPanel
                  form={enForm}
                  article={article}
                  onCopyFromChinese={copyChinese}
                  save={enSave}
                  busy={busy}
                  savedAt={savedAt}
                  publishWarning={staysDraft('en', { zh: article.status, en: article.translations.en?.status ?? null }) ? t('articleForm.publishConfirm.enOnly') : undefined}
                  review={canPublish ? undefined : { notice: review.notice('en'), bar: review.bar('en', busy) }}
                />
              </TabsContent>
            )}
          </Tabs>
        </DialogContent>
      </Dialog>
      <DiscardDialog {...discardDialog} />
    </>
  );
}
