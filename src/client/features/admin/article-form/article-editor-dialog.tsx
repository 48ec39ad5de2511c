import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useCreateArticle, useUpdateArticle } from '@/features/admin/articles';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/i18n/error-message';
import { createArticleSchema, type Article } from '@shared/schemas/articles';
import { DiscardDialog } from '../shared/discard-dialog';
import { useGuardedClose } from '../shared/use-guarded-close';
import { DraftBanner } from './components/draft-banner';
import { MainFields } from './components/main-fields';
import { SideFields } from './components/side-fields';
import { resolveStatus, toFormValues, toPayload, type ArticleFormOutput, type ArticleFormValues, type SaveIntent } from './form-values';
import { useFormDraft } from './use-form-draft';

const resolver = zodResolver(createArticleSchema) as unknown as Resolver<ArticleFormValues, unknown, ArticleFormOutput>;

/** The create or edit dialog around the form: saving, toasts of section 8, and never losing work. */
export function ArticleEditorDialog({ article, author, onClose }: { article: Article | null; author: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const editing = article !== null;
  const form = useForm<ArticleFormValues, unknown, ArticleFormOutput>({ resolver, defaultValues: toFormValues(article) });
  const values = form.watch();
  const dirty = form.formState.isDirty;
  const draft = useFormDraft(article?.id ?? null, values, dirty);
  const [draftShown, setDraftShown] = useState(draft.found !== null);
  const [intent, setIntent] = useState<SaveIntent | null>(null);
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const saving = create.isPending || update.isPending;
  // saved or discarded, the local draft has served its purpose
  const closeAndClearDraft = () => {
    draft.clear();
    onClose();
  };
  const { requestClose, discardDialog } = useGuardedClose({ dirty, pending: saving, onClose, onDiscard: closeAndClearDraft });
  const showServerFieldErrors = (err: unknown) => {
    if (!(err instanceof ApiError) || !err.fieldErrors) return;
    for (const [name, messages] of Object.entries(err.fieldErrors)) {
      if (name in values && messages[0]) form.setError(name as Path<ArticleFormValues>, { message: messages[0] });
    }
  };

  const onValid = (out: ArticleFormOutput, chosen: SaveIntent) => {
    const input = toPayload(out, resolveStatus(chosen, values.status, editing));
    if (article) {
      update.mutate(
        { id: article.id, input, previousCategory: article.category },
        {
          onSuccess: (a) => {
            toast.success(t('articles.toast.updated'), { description: t('articles.toast.updatedText', { title: a.title }) });
            closeAndClearDraft();
          },
          onError: (err) => {
            showServerFieldErrors(err);
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
        toast.success(t('articles.toast.created'), { description: t('articles.toast.createdText', { title: a.title }) });
        closeAndClearDraft();
      },
      onError: (err) => {
        showServerFieldErrors(err);
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
    void form.handleSubmit((out) => onValid(out, chosen), onInvalid)();
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
            <DialogTitle>{editing ? t('articleForm.editTitle') : t('articleForm.createTitle')}</DialogTitle>
            <DialogDescription>{editing ? t('articleForm.editDescription') : t('articleForm.createDescription')}</DialogDescription>
          </DialogHeader>
          {/* Enter in a field must never publish: only the buttons below save */}
          <form noValidate onSubmit={(e) => e.preventDefault()} className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">
            {draftShown && draft.found && (
              <DraftBanner
                savedAt={draft.found.savedAt}
                onRestore={() => {
                  form.reset(draft.found!.values, { keepDefaultValues: true });
                  setDraftShown(false);
                }}
                onDiscard={() => {
                  draft.clear();
                  setDraftShown(false);
                }}
              />
            )}
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem]">
              <MainFields form={form} />
              <SideFields form={form} author={author} />
            </div>
          </form>
          <DialogFooter className="flex-row flex-wrap items-center justify-end gap-2 border-t bg-muted/30 px-5 py-3 sm:px-6">
            {editing && values.status === 'Archived' && <p className="mr-auto basis-full text-xs text-muted-foreground sm:basis-auto">{t('articleForm.archivedNote')}</p>}
            <Button type="button" variant="outline" onClick={() => submit('draft')} disabled={saving}>
              {saving && intent === 'draft' && <Spinner aria-hidden="true" />}
              {saving && intent === 'draft' ? t('articleForm.saving') : t('articleForm.saveDraft')}
            </Button>
            <Button type="button" onClick={() => submit('publish')} disabled={saving}>
              {saving && intent === 'publish' && <Spinner aria-hidden="true" />}
              {saving && intent === 'publish' ? t('articleForm.saving') : editing ? t('articleForm.update') : t('articleForm.publish')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <DiscardDialog {...discardDialog} />
    </>
  );
}
