import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorMessage } from '@/i18n/error-message';
import { ApiError } from '@/lib/api-client';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useTwoFactorStatus } from '../api/get-two-factor';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { PasswordConfirmDialog } from './password-confirm-dialog';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorEnrol } from './two-factor-enrol';

type Open = 'enrol' | 'codes' | 'disable' | 'regenerate' | null;

/** Two-factor sign-in: on or off, enrolment, turning it off and new recovery codes (both ask for the password). */
export function TwoFactorCard() {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const status = useTwoFactorStatus();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [open, setOpen] = useState<Open>(null);
  const [codes, setCodes] = useState<string[]>([]);
  const passwordError = (err: unknown) => (err instanceof ApiError ? err.fieldErrors?.password?.[0] : undefined);
  const failed = (err: unknown) => {
    if (!passwordError(err)) toast.error(t('account.twoFactor.toast.failed'), { description: errorMessage(err, t('shared.errors.unknown')) });
  };
  const showCodes = (next: string[]) => {
    setCodes(next);
    setOpen('codes');
  };
  const close = () => {
    disable.reset();
    regenerate.reset();
    setOpen(null);
  };

  const enabled = status.data?.enabled === true;
  return (
    <Card data-testid="two-factor-card">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {t('account.twoFactor.title')}
          {status.data && (
            <Badge variant={enabled ? 'success' : 'secondary'} data-testid="two-factor-state">
              {enabled ? <ShieldCheck aria-hidden="true" /> : <ShieldOff aria-hidden="true" />}
              {enabled ? t('account.twoFactor.on') : t('account.twoFactor.off')}
            </Badge>
          )}
        </CardTitle>
        <CardDescription>{t('account.twoFactor.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {status.isPending ? (
          <Skeleton className="h-9 w-48" />
        ) : status.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('account.twoFactor.loadFailed')}: {errorMessage(status.error)}
          </p>
        ) : enabled ? (
          <>
            <p className="text-sm text-muted-foreground">{t('account.twoFactor.codesLeft', { count: status.data.recoveryCodesLeft })}</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setOpen('regenerate')}>
                <KeyRound aria-hidden="true" />
                {t('account.twoFactor.regenerate')}
              </Button>
              <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setOpen('disable')}>
                <ShieldOff aria-hidden="true" />
                {t('account.twoFactor.disable')}
              </Button>
            </div>
          </>
        ) : (
          <Button className="w-fit" onClick={() => setOpen('enrol')}>
            <ShieldCheck aria-hidden="true" />
            {t('account.twoFactor.enable')}
          </Button>
        )}
      </CardContent>
      <Dialog open={open === 'enrol' || open === 'codes'} onOpenChange={(o) => !o && close()}>
        <DialogContent closeLabel={t('shared.actions.close')} onInteractOutside={(e) => e.preventDefault()}>
          <DialogHeader>
            <DialogTitle>{open === 'codes' ? t('account.twoFactor.codes.title') : t('account.twoFactor.enrol.title')}</DialogTitle>
            <DialogDescription className="sr-only">{t('account.twoFactor.description')}</DialogDescription>
          </DialogHeader>
          {open === 'codes' ? <RecoveryCodes codes={codes} onDone={close} heading={false} /> : <TwoFactorEnrol onEnabled={showCodes} />}
        </DialogContent>
      </Dialog>
      {open === 'disable' && (
        <PasswordConfirmDialog
          title={t('account.twoFactor.confirmPassword.disableTitle')}
          description={t('account.twoFactor.confirmPassword.disableText')}
          confirmLabel={t('account.twoFactor.disable')}
          pending={disable.isPending}
          error={passwordError(disable.error)}
          onCancel={close}
          onConfirm={(password) =>
            disable.mutate(
              { password },
              {
                onSuccess: () => {
                  toast.success(t('account.twoFactor.toast.disabled'));
                  close();
                },
                onError: failed,
              },
            )
          }
        />
      )}
      {open === 'regenerate' && (
        <PasswordConfirmDialog
          title={t('account.twoFactor.confirmPassword.regenerateTitle')}
          description={t('account.twoFactor.confirmPassword.regenerateText')}
          confirmLabel={t('account.twoFactor.regenerate')}
          pending={regenerate.isPending}
          error={passwordError(regenerate.error)}
          onCancel={close}
          onConfirm={(password) => regenerate.mutate({ password }, { onSuccess: ({ recoveryCodes }) => showCodes(recoveryCodes), onError: failed })}
        />
      )}
    </Card>
  );
}
