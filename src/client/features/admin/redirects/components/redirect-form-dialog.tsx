import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useErrorMessage, useFieldErrorMessage } from '@/i18n/error-message';
import { ApiError } from '@/lib/api-client';
import { REDIRECT_PATH_MAX, redirectInputSchema, type Redirect } from '@shared/schemas/redirects';
import { applyFieldErrors } from '../../shared/apply-field-errors';
import { CancelSaveButtons } from '../../shared/cancel-save-buttons';
import { DiscardDialog } from '../../shared/discard-dialog';
import { fieldAria, FormField } from '../../shared/form-field';
import { useGuardedClose } from '../../shared/use-guarded-close';
import { useSaveRedirect } from '../api/save-redirect';
import { conflictField } from '../lib/redirect-rules';
import { StatusChoice } from './status-choice';

type Values = z.input<typeof redirectInputSchema>;

/**
 * Add (no `redirect`) or edit a redirect. Field errors show under their field in the reader's
 * language; the server's refusals (a loop, an existing redirect, a live page) under the field they
 * are about.
 */
export function RedirectFormDialog({ redirect, initialFrom = '', onClose }: { redirect?: Redirect; initialFrom?: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const save = useSaveRedirect();
  const form = useForm<Values, unknown, z.output<typeof redirectInputSchema>>({
    resolver: zodResolver(redirectInputSchema),
    defaultValues: { fromPath: redirect?.fromPath ?? initialFrom, toPath: redirect?.toPath ?? '', status: redirect?.status ?? 301 },
  });
  const { requestClose, discardDialog } = useGuardedClose({ dirty: form.formState.isDirty, pending: save.isPending, onClose });
  // a refusal from the server carries its translated text already; a schema's code is translated here
  const text = (error: FieldError | undefined) => (error?.type === 'conflict' ? error.message : fieldError(error));
  const fromError = text(form.formState.errors.fromPath);
  const toError = text(form.formState.errors.toPath);
  const f = 'redirects.form' as const;

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: redirect?.id ?? null, input },
      {
        onSuccess: (saved) => {
          toast.success(t(redirect ? 'redirects.toast.updated' : 'redirects.toast.created'), { description: `${saved.fromPath} → ${saved.toPath}` });
          onClose();
        },
        onError: (err) => {
          const field = err instanceof ApiError ? conflictField(err.code) : null;
          if (field) form.setError(field, { type: 'conflict', message: errorMessage(err) }, { shouldFocus: true });
          else if (!applyFieldErrors(err, ['fromPath', 'toPath', 'status'], form.setError))
            toast.error(t('redirects.toast.saveFailed'), { description: errorMessage(err, t('shared.errors.unknown')) });
        },
      },
    ),
  );

  return (
    <>
      <Dialog open onOpenChange={(open) => !open && requestClose()}>
        <DialogContent
          closeLabel={t('shared.actions.close')}
          data-testid="redirect-dialog"
          onOpenAutoFocus={(e) => {
            // opened from an address not found: the old address is given, the new one is what is asked
            if (redirect || !initialFrom) return;
            e.preventDefault();
            document.getElementById('redirect-to')?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{t(redirect ? `${f}.editTitle` : `${f}.addTitle`)}</DialogTitle>
            <DialogDescription>{t(`${f}.description`)}</DialogDescription>
          </DialogHeader>
          <form id="redirect-form" onSubmit={onSubmit} noValidate className="grid min-w-0 gap-4">
            <FormField id="redirect-from" label={t(`${f}.from`)} error={fromError} hint={t(`${f}.fromHint`)} required>
              <Input {...form.register('fromPath')} {...fieldAria('redirect-from', fromError, 'hint')} maxLength={REDIRECT_PATH_MAX} placeholder="/old-page" autoComplete="off" spellCheck={false} />
            </FormField>
            <FormField id="redirect-to" label={t(`${f}.to`)} error={toError} hint={t(`${f}.toHint`)} required>
              <Input {...form.register('toPath')} {...fieldAria('redirect-to', toError, 'hint')} maxLength={REDIRECT_PATH_MAX} placeholder="/new-page" autoComplete="off" spellCheck={false} />
            </FormField>
            <Controller control={form.control} name="status" render={({ field }) => <StatusChoice value={field.value ?? 301} onChange={field.onChange} />} />
          </form>
          <DialogFooter>
            <CancelSaveButtons pending={save.isPending} onCancel={requestClose} form="redirect-form" />
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <DiscardDialog {...discardDialog} />
    </>
  );
}
