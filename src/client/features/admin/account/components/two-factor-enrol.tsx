import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage } from '@/i18n/error-message';
import { ApiError } from '@/lib/api-client';
import { fieldAria, FormField } from '../../shared/form-field';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { svgDataUrl, useSetupTwoFactor } from '../api/setup-two-factor';

/** base32 in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Enrolment: the server's QR code and the secret as text, then a first code to confirm; hands the recovery codes up. */
export function TwoFactorEnrol({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const started = useRef(false);

  // one pending enrolment per opening: a second setup call would replace the secret shown
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    setup.mutate();
  }, [setup]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = code.replace(/\s+/g, '');
    if (!value) return setCodeError(t('shared.validation.twoFactorCodeWrong'));
    enable.mutate(
      { code: value },
      {
        onSuccess: ({ recoveryCodes }) => {
          toast.success(t('account.twoFactor.toast.enabled'));
          onEnabled(recoveryCodes);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fieldErrors?.code) return setCodeError(t('shared.validation.twoFactorCodeWrong'));
          toast.error(t('account.twoFactor.toast.failed'), { description: errorMessage(err, t('shared.errors.unknown')) });
        },
      },
    );
  };

  if (setup.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-6 text-center">
        <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
        <p className="font-medium">{t('account.twoFactor.enrol.setupFailed')}</p>
        <p className="text-sm text-muted-foreground">{errorMessage(setup.error)}</p>
        <Button variant="outline" onClick={() => setup.mutate()}>
          <RotateCw aria-hidden="true" />
          {t('account.twoFactor.enrol.retry')}
        </Button>
      </div>
    );
  }

  const data = setup.data;
  return (
    <div className="grid gap-5" data-testid="two-factor-enrol">
      <div className="grid gap-3">
        <p className="text-sm font-medium">{t('account.twoFactor.enrol.step1')}</p>
        {data ? (
          <img src={svgDataUrl(data.qrSvg)} alt={t('account.twoFactor.enrol.qrAlt')} className="size-48 rounded-md border bg-white p-2" />
        ) : (
          <Skeleton className="size-48" role="status" aria-label={t('account.twoFactor.enrol.preparing')} />
        )}
        <p className="text-sm text-muted-foreground">{t('account.twoFactor.enrol.manual')}</p>
        <code
          data-testid="two-factor-secret"
          aria-label={t('account.twoFactor.enrol.secretLabel')}
          className="w-fit max-w-full rounded-md border bg-muted/40 px-3 py-2 font-mono text-sm tracking-wider break-all select-all"
        >
          {data ? grouped(data.secret) : '…'}
        </code>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-3">
        <p className="text-sm font-medium">{t('account.twoFactor.enrol.step2')}</p>
        <FormField id="two-factor-enable-code" label={t('account.twoFactor.enrol.code')} error={codeError} className="max-w-48">
          <Input
            {...fieldAria('two-factor-enable-code', codeError)}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setCodeError(undefined);
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            className="font-mono tracking-widest"
          />
        </FormField>
        <Button type="submit" className="w-fit" disabled={!data || enable.isPending}>
          {enable.isPending && <Spinner aria-hidden="true" />}
          {enable.isPending ? t('account.twoFactor.enrol.confirming') : t('account.twoFactor.enrol.confirm')}
        </Button>
      </form>
    </div>
  );
}
