import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useFieldErrorMessage } from '@/i18n/error-message';
import { PasswordInput } from '../../auth';
import { fieldAria, FormField } from '../../shared/form-field';

/** Asks for the current password before a two-factor change; `error` is the server's field error for it. */
export function PasswordConfirmDialog({
  title,
  description,
  confirmLabel,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  error?: string;
  onCancel: () => void;
  onConfirm: (password: string) => void;
}) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorMessage();
  const [password, setPassword] = useState('');
  const [empty, setEmpty] = useState(false);
  const shown = empty ? t('shared.validation.passwordRequired') : fieldError(error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setEmpty(true);
    onConfirm(password);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent closeLabel={t('shared.actions.close')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form id="password-confirm-form" onSubmit={submit} noValidate>
          <FormField id="password-confirm" label={t('account.twoFactor.confirmPassword.password')} error={shown}>
            <PasswordInput
              {...fieldAria('password-confirm', shown)}
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setEmpty(false);
              }}
              autoComplete="current-password"
              autoFocus
            />
          </FormField>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            {t('shared.actions.cancel')}
          </Button>
          <Button type="submit" form="password-confirm-form" disabled={pending}>
            {pending && <Spinner aria-hidden="true" />}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
