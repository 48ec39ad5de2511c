import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useRegister } from '@/lib/session';
import { useErrorMessage, useFieldErrorMessage } from '@/i18n/error-message';
import { registerSchema } from '@shared/schemas/auth';
import { validationCode } from '@shared/validation';
import { applyFieldErrors } from '../../shared/apply-field-errors';
import { fieldAria, FormField } from '../../shared/form-field';
import { PasswordInput } from './password-input';

const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: validationCode.passwordMismatch, path: ['confirmPassword'] });
type RegisterValues = z.input<typeof registerFormSchema>;
const registerFields = ['username', 'email', 'password', 'confirmPassword'] as const;

/** Registration on the sign-in page: username, email, password and its confirmation (docs/product-spec.md, section 2 and 8). */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const register = useRegister();
  const form = useForm<RegisterValues, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const err = {
    username: fieldError(errors.username),
    email: fieldError(errors.email),
    password: fieldError(errors.password),
    confirmPassword: fieldError(errors.confirmPassword),
  };

  const onSubmit = form.handleSubmit(({ username, email, password }) =>
    register.mutate(
      { username, email, password },
      {
        onSuccess: (user) => {
          toast.success(t('auth.toast.registerSuccess'), { description: t('auth.toast.registerWelcome', { username: user.username }) });
          onRegistered();
        },
        onError: (e) => {
          applyFieldErrors(e, registerFields, form.setError);
          toast.error(t('auth.toast.registerFailed'), { description: errorMessage(e, t('shared.errors.unknown')) });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('auth.tabs.register')}>
      <FormField id="register-username" label={t('auth.username')} error={err.username} required>
        <Input {...form.register('username')} {...fieldAria('register-username', err.username)} autoComplete="username" placeholder={t('auth.usernamePlaceholder')} />
      </FormField>
      <FormField id="register-email" label={t('auth.register.email')} error={err.email}>
        <Input
          {...form.register('email')}
          {...fieldAria('register-email', err.email)}
          type="email"
          autoComplete="email"
          placeholder={t('auth.register.emailPlaceholder')}
        />
      </FormField>
      <FormField id="register-password" label={t('auth.password')} error={err.password} required>
        <PasswordInput
          {...form.register('password')}
          {...fieldAria('register-password', err.password)}
          autoComplete="new-password"
          placeholder={t('auth.register.passwordPlaceholder')}
        />
      </FormField>
      <FormField id="register-confirm" label={t('auth.register.confirmPassword')} error={err.confirmPassword} required>
        <PasswordInput
          {...form.register('confirmPassword')}
          {...fieldAria('register-confirm', err.confirmPassword)}
          autoComplete="new-password"
          placeholder={t('auth.register.confirmPlaceholder')}
        />
      </FormField>
      <p className="text-xs text-muted-foreground">{t('auth.register.hint')}</p>
      <Button type="submit" size="lg" className="w-full" disabled={register.isPending}>
        {register.isPending && <Spinner aria-hidden="true" />}
        {register.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
      </Button>
    </form>
  );
}
