import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage } from '@/i18n/error-message';
import { ApiError } from '@/lib/api-client';
import { fieldAria, FormField } from '../../shared/form-field';
import { useSignInSecondStep } from '../api/sign-in';

/** The second step of a sign-in with two-factor: a code from the app or a recovery code; back to the first step. */
export function TwoFactorStep({ onSignedIn, onBack }: { onSignedIn: (username: string) => void; onBack: () => void }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const verify = useSignInSecondStep();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // a TOTP code may be typed with a space in the middle; a recovery code keeps its dash
    const value = /^[\d\s]+$/.test(code) ? code.replace(/\s+/g, '') : code.trim();
    if (!value) return setError(t('shared.validation.twoFactorCodeWrong'));
    verify.mutate(
      { code: value },
      {
        onSuccess: (user) => onSignedIn(user.username),
        onError: (err) => {
          // the pending sign-in has expired: only the first step can start a new one
          if (err instanceof ApiError && err.code === 'NO_PENDING_SIGN_IN') {
            toast.error(t('auth.toast.loginFailed'), { description: errorMessage(err) });
            return onBack();
          }
          setError(errorMessage(err, t('shared.errors.unknown')));
          setCode('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-labelledby="two-factor-title" data-testid="two-factor-step">
      <div className="grid gap-1">
        <h2 id="two-factor-title" className="text-lg font-semibold">
          {t('auth.twoFactor.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('auth.twoFactor.text')}</p>
      </div>
      <FormField id="login-two-factor-code" label={t('auth.twoFactor.code')} error={error}>
        <Input
          {...fieldAria('login-two-factor-code', error)}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError(undefined);
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={32}
          placeholder={t('auth.twoFactor.codePlaceholder')}
          className="font-mono tracking-widest placeholder:font-sans placeholder:tracking-normal"
          autoFocus
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={verify.isPending}>
        {verify.isPending && <Spinner aria-hidden="true" />}
        {verify.isPending ? t('auth.twoFactor.submitting') : t('auth.twoFactor.submit')}
      </Button>
      <Button type="button" variant="link" className="justify-self-center" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {t('auth.twoFactor.back')}
      </Button>
    </form>
  );
}
