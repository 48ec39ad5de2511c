import { KeyRound, LogOut, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useErrorMessage } from '@/i18n/error-message';
import { ChangePasswordForm, RecoveryCodes, TwoFactorEnrol, useRefreshUser } from '../../account';
import { LanguageSwitch } from '../../shared/language-switch';
import { useAdminTitle } from '../../shared/use-admin-title';
import { useSignOut } from '../api/sign-out';

/**
 * Full screen, instead of the back office, while the server refuses everything else: a first sign-in
 * with a one-time password, or an admin who must enrol in two-factor sign-in (REQUIRE_2FA_FOR_ADMINS).
 */
export function RequiredStep({ step }: { step: 'password' | 'twoFactor' }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const refreshUser = useRefreshUser();
  const logout = useSignOut();
  // shown until "saved": reading the user again would leave this screen at once
  const [codes, setCodes] = useState<string[] | null>(null);
  const title = step === 'password' ? t('account.required.passwordTitle') : t('account.required.enrolTitle');
  useAdminTitle(title);
  const Icon = step === 'password' ? KeyRound : ShieldCheck;

  return (
    <main className="flex min-h-dvh flex-col bg-muted/40 p-4" data-testid={`required-${step}`}>
      <div className="flex justify-end gap-2">
        <LanguageSwitch />
        <Button
          variant="ghost"
          disabled={logout.isPending}
          onClick={() =>
            logout.mutate(undefined, {
              onError: (err) => toast.error(t('layout.toast.logoutFailed'), { description: errorMessage(err, t('shared.errors.unknown')) }),
            })
          }
        >
          <LogOut aria-hidden="true" />
          {t('account.required.signOut')}
        </Button>
      </div>
      <div className="flex flex-1 items-start justify-center py-6 sm:items-center">
        <Card className="w-full max-w-lg">
          <CardHeader>
            <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <CardTitle>
              <h1 className="text-xl font-bold">{title}</h1>
            </CardTitle>
            <CardDescription>{step === 'password' ? t('account.required.passwordText') : t('account.required.enrolText')}</CardDescription>
          </CardHeader>
          <CardContent>
            {step === 'password' ? (
              <ChangePasswordForm onChanged={() => void refreshUser()} />
            ) : codes ? (
              <RecoveryCodes codes={codes} onDone={() => void refreshUser()} />
            ) : (
              <TwoFactorEnrol onEnabled={setCodes} />
            )}
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
