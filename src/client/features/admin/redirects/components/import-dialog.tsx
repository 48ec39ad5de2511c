import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useErrorMessage } from '@/i18n/error-message';
import { redirectImportSchema, type RedirectImportAnswer } from '@shared/schemas/redirects';
import { fieldAria, FormField } from '../../shared/form-field';
import { useImportRedirects } from '../api/import-redirects';
import { ImportResult } from './import-result';

type Values = { csv: string };
const id = 'redirect-csv';

/** Paste CSV text or read a .csv file in the browser; the answer's counts and refused lines show in the dialog. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const run = useImportRedirects();
  const [answer, setAnswer] = useState<RedirectImportAnswer | null>(null);
  const [fileNote, setFileNote] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(redirectImportSchema), defaultValues: { csv: '' } });
  const problem = form.formState.errors.csv;
  const error = problem ? (problem.type === 'too_big' ? t('redirects.importDialog.tooLong') : t('redirects.importDialog.required')) : undefined;
  const d = 'redirects.importDialog' as const;

  const onSubmit = form.handleSubmit(({ csv }) => {
    if (!csv.trim()) return form.setError('csv', { type: 'required' }, { shouldFocus: true });
    run.mutate(csv, {
      onSuccess: (result) => {
        setAnswer(result);
        toast.success(t(`${d}.done`), { description: t(`${d}.result`, { created: result.created, updated: result.updated }) });
      },
      onError: (err) => toast.error(t(`${d}.failed`), { description: errorMessage(err, t('shared.errors.unknown')) }),
    });
  });

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      form.setValue('csv', await file.text(), { shouldDirty: true, shouldValidate: true });
      setFileNote(t(`${d}.fileRead`, { name: file.name }));
    } catch {
      setFileNote(t(`${d}.fileFailed`));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !run.isPending && onClose()}>
      <DialogContent closeLabel={t('shared.actions.close')} data-testid="import-dialog" className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t(`${d}.title`)}</DialogTitle>
          <DialogDescription>{t(`${d}.description`)}</DialogDescription>
        </DialogHeader>
        {answer ? (
          <ImportResult answer={answer} />
        ) : (
          <form id="import-form" noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4">
            <FormField id={id} label={t(`${d}.text`)} error={error}>
              <Textarea
                {...form.register('csv')}
                {...fieldAria(id, error)}
                rows={8}
                spellCheck={false}
                className="max-h-[40dvh] font-mono text-xs"
                placeholder={t(`${d}.placeholder`)}
              />
            </FormField>
            <FormField id="redirect-csv-file" label={t(`${d}.file`)} hint={fileNote ?? undefined}>
              <input
                id="redirect-csv-file"
                type="file"
                accept=".csv,text/csv,text/plain"
                aria-describedby={fileNote ? 'redirect-csv-file-hint' : undefined}
                onChange={(e) => void readFile(e.target.files?.[0])}
                className="block w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-muted"
              />
            </FormField>
          </form>
        )}
        <DialogFooter>
          {answer ? (
            <>
              <Button
                variant="outline"
                onClick={() => {
                  setAnswer(null);
                  setFileNote(null);
                  form.reset({ csv: '' });
                }}
              >
                {t(`${d}.again`)}
              </Button>
              <Button onClick={onClose}>{t('shared.actions.close')}</Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={onClose} disabled={run.isPending}>
                {t('shared.actions.cancel')}
              </Button>
              <Button type="submit" form="import-form" disabled={run.isPending}>
                {run.isPending && <Spinner aria-hidden="true" />}
                {run.isPending ? t(`${d}.working`) : t(`${d}.submit`)}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
