import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage, useFieldErrorMessage } from '@/i18n/error-message';
import { loginSchema } from '@shared/schemas/auth';
import { fieldAria, FormField } from '../../shared/form-field';
import { useSignIn } from '../api/sign-in';
import { PasswordInput } from './password-input';
import { TwoFactorStep } from './two-factor-step';

type LoginValues = z.input<typeof loginSchema>;

/**
 * Username, password and 记住我 (sent as rememberMe); 登录 / 登录中... (docs/product-spec.md, sections 2, 5 and 8).
 * An account with two-factor sign-in then gets the code step (docs/decisions/0011-staff-accounts.md).
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const login = useSignIn();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const form = useForm<LoginValues, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '', rememberMe: false },
  });
  const { errors } = form.formState;
  const usernameError = fieldError(errors.username);
  const passwordError = fieldError(errors.password);

  const welcome = (username: string) => {
    toast.success(t('auth.toast.loginSuccess'), { description: t('auth.toast.loginWelcome', { username }) });
    onSignedIn();
  };
  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (result) => {
        if ('twoFactorRequired' in result) return setStep('code');
        welcome(result.user.username);
      },
      onError: (err) => toast.error(t('auth.toast.loginFailed'), { description: errorMessage(err, t('shared.errors.unknown')) }),
    }),
  );

  if (step === 'code') {
    return (
      <TwoFactorStep
        onSignedIn={welcome}
        onBack={() => {
          form.resetField('password');
          setStep('password');
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={t('auth.tabs.login')}>
      <FormField id="login-username" label={t('auth.username')} error={usernameError}>
        <Input
          {...form.register('username')}
          {...fieldAria('login-username', usernameError)}
          autoComplete="username"
          placeholder={t('auth.usernamePlaceholder')}
          autoFocus
        />
      </FormField>
      <FormField id="login-password" label={t('auth.password')} error={passwordError}>
        <PasswordInput
          {...form.register('password')}
          {...fieldAria('login-password', passwordError)}
          autoComplete="current-password"
          placeholder={t('auth.passwordPlaceholder')}
        />
      </FormField>
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="rememberMe"
          render={({ field }) => (
            <Checkbox
              id="login-remember"
              checked={field.value ?? false}
              onCheckedChange={(v) => field.onChange(v === true)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Label htmlFor="login-remember" className="font-normal">
          {t('auth.rememberMe')}
        </Label>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending && <Spinner aria-hidden="true" />}
        {login.isPending ? t('auth.submitting') : t('auth.submit')}
      </Button>
    </form>
  );
}
