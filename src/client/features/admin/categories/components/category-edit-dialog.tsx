import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useErrorMessage, useFieldErrorMessage } from '@/i18n/error-message';
import { paths } from '@shared/paths';
import { updateCategorySchema, type Category } from '@shared/schemas/categories';
import { CancelSaveButtons } from '../../shared/cancel-save-buttons';
import { DiscardDialog } from '../../shared/discard-dialog';
import { fieldAria, FormField } from '../../shared/form-field';
import { useGuardedClose } from '../../shared/use-guarded-close';
import { useUpdateCategory } from '../api/update-category';

type Values = z.input<typeof updateCategorySchema>;

function ReadOnlyField({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium">{label}</span>
      <div className="flex h-9 items-center justify-between gap-2 rounded-md border border-dashed bg-muted/60 px-3 text-sm text-muted-foreground">
        <code>{value}</code>
        <span className="flex items-center gap-1 text-xs">
          <Lock className="size-3" aria-hidden="true" />
          {hint}
        </span>
      </div>
    </div>
  );
}

/**
 * Only the name (required), the English name (blank removes it) and the translation key (sent only
 * when not blank) change (docs/product-spec.md, section 2 and 5; docs/decisions/0005-bilingual-content.md).
 */
export function CategoryEditDialog({ category, onClose }: { category: Category; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const update = useUpdateCategory();
  const form = useForm<Values, unknown, z.output<typeof updateCategorySchema>>({
    resolver: zodResolver(updateCategorySchema),
    defaultValues: { title: category.title, titleEn: category.titleEn ?? '', translationKey: category.translationKey ?? '' },
  });
  const { requestClose, discardDialog } = useGuardedClose({ dirty: form.formState.isDirty, pending: update.isPending, onClose });
  const nameError = fieldError(form.formState.errors.title);
  const nameEnError = fieldError(form.formState.errors.titleEn);
  const d = 'categories.dialog' as const;

  const onSubmit = form.handleSubmit((input) =>
    update.mutate(
      { id: category.id, input },
      {
        onSuccess: (c) => {
          toast.success(t('categories.toast.updated'), { description: t('categories.toast.updatedText', { name: c.title }) });
          onClose();
        },
        onError: (err) => toast.error(t('categories.toast.updateFailed'), { description: errorMessage(err, t('shared.errors.unknown')) }),
      },
    ),
  );

  return (
    <>
      <Dialog open onOpenChange={(open) => !open && requestClose()}>
        <DialogContent
          closeLabel={t('shared.actions.close')}
          onOpenAutoFocus={(e) => {
            // focus without selecting, so a keystroke does not wipe the name
            e.preventDefault();
            document.getElementById('category-name')?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{t(`${d}.title`)}</DialogTitle>
            <DialogDescription>{t(`${d}.description`)}</DialogDescription>
          </DialogHeader>
          <form id="category-form" onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField id="category-name" label={t(`${d}.name`)} error={nameError} required>
              <Input {...form.register('title')} {...fieldAria('category-name', nameError)} placeholder={t(`${d}.namePlaceholder`)} />
            </FormField>
            <FormField id="category-name-en" label={t(`${d}.nameEn`)} error={nameEnError} hint={t(`${d}.nameEnHint`)}>
              <Input {...form.register('titleEn')} {...fieldAria('category-name-en', nameEnError, 'hint')} lang="en" placeholder={t(`${d}.nameEnPlaceholder`)} />
            </FormField>
            <FormField id="category-key" label={t(`${d}.translationKey`)} hint={t(`${d}.translationKeyHint`)}>
              <Input {...form.register('translationKey')} {...fieldAria('category-key', undefined, 'hint')} placeholder={t(`${d}.translationKeyPlaceholder`)} />
            </FormField>
            <ReadOnlyField label={t(`${d}.type`)} value={category.type} hint={t(`${d}.readOnly`)} />
            <ReadOnlyField label={t(`${d}.basePath`)} value={category.basePath || paths.section(category.type)} hint={t(`${d}.readOnly`)} />
          </form>
          <DialogFooter>
            <CancelSaveButtons pending={update.isPending} onCancel={requestClose} form="category-form" />
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <DiscardDialog {...discardDialog} />
    </>
  );
}
