import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage, useFieldErrorMessage } from '@/i18n/error-message';
import { changePasswordSchema } from '@shared/schemas/staff';
import { validationCode } from '@shared/validation';
import { PasswordInput } from '../../auth';
import { fieldAria, FormField } from '../../shared/form-field';
import { useChangePassword } from '../api/change-password';
import { applyFieldErrors } from '../../shared/apply-field-errors';

const formSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: validationCode.passwordMismatch, path: ['confirmPassword'] });
type Values = z.input<typeof formSchema>;
const fields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Current, new (10+ characters, not a common one: the server checks) and its confirmation. */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const change = useChangePassword();
  const form = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const err = Object.fromEntries(fields.map((f) => [f, fieldError(errors[f])])) as Record<(typeof fields)[number], string | undefined>;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(t('account.password.toast.saved'), { description: t('account.password.toast.savedText') });
          form.reset();
          onChanged?.();
        },
        onError: (e) => {
          if (!applyFieldErrors(e, fields, form.setError)) {
            toast.error(t('account.password.toast.failed'), { description: errorMessage(e, t('shared.errors.unknown')) });
          }
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-4" aria-label={t('account.password.title')} data-testid="change-password-form">
      <FormField id="account-current-password" label={t('account.password.current')} error={err.currentPassword}>
        <PasswordInput {...form.register('currentPassword')} {...fieldAria('account-current-password', err.currentPassword)} autoComplete="current-password" />
      </FormField>
      <FormField id="account-new-password" label={t('account.password.new')} error={err.newPassword}>
        <PasswordInput
          {...form.register('newPassword')}
          {...fieldAria('account-new-password', err.newPassword)}
          autoComplete="new-password"
          placeholder={t('account.password.newPlaceholder')}
        />
      </FormField>
      <FormField id="account-confirm-password" label={t('account.password.confirm')} error={err.confirmPassword}>
        <PasswordInput {...form.register('confirmPassword')} {...fieldAria('account-confirm-password', err.confirmPassword)} autoComplete="new-password" />
      </FormField>
      <Button type="submit" className="w-fit" disabled={change.isPending}>
        {change.isPending && <Spinner aria-hidden="true" />}
        {change.isPending ? t('account.password.submitting') : t('account.password.submit')}
      </Button>
    </form>
  );
}
