import { BackOfficeToaster } from '../shared/back-office-toaster';
import { WifiOff } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Navigate, useLocation } from 'react-router';
import { isUnder, paths } from '@shared/paths';
import { can } from '@shared/permissions';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/session';
import { AdminI18n } from '../shared/admin-i18n';
import { UnsavedChangesProvider } from '../shared/unsaved-changes';
import { AdminShell } from './components/admin-shell';
import { RequiredStep } from './components/required-step';
import { RightsNeeded } from './components/rights-needed';
import { useSessionErrors, useSessionEndedToast } from './session-watch';
import { SigningOutProvider, useSigningOut } from './signing-out';

/**
 * The protected-route guard (docs/product-spec.md, section 2 and 6): a spinner while the user loads, /auth when
 * nobody is signed in (with "your session has ended" when it was ended elsewhere), the full-screen password
 * change or two-factor enrolment when the server asks for one (docs/decisions/0011-staff-accounts.md), the rights-needed screen for a
 * signed-in user without a back office (but her own account at /settings), else the back office (a
 * screen beyond the role: admin-shell.tsx).
 */
function AdminGuard() {
  const { t } = useTranslation('admin');
  const user = useUser();
  const location = useLocation();
  const signingOut = useSigningOut();
  useSessionErrors();
  useSessionEndedToast(user.data, signingOut);

  if (user.isPending || (!user.data && signingOut.current)) {
    return (
      <div className="flex min-h-dvh flex-col items-center justify-center gap-3 text-muted-foreground">
        <Spinner className="size-8 text-primary" aria-label={t('layout.checkingSession')} />
        <p className="text-sm">{t('layout.checkingSession')}</p>
      </div>
    );
  }
  if (user.data === undefined) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-4">
        <div role="alert" className="max-w-sm text-center">
          <WifiOff className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="mt-4 text-lg font-semibold">{t('layout.sessionFailed.title')}</h1>
          <p className="mt-2 text-sm text-muted-foreground">{t('layout.sessionFailed.text')}</p>
          <Button className="mt-6" onClick={() => void user.refetch()} disabled={user.isFetching}>
            {user.isFetching && <Spinner aria-hidden="true" />}
            {t('shared.actions.retry')}
          </Button>
        </div>
      </main>
    );
  }
  if (!user.data) return <Navigate to={paths.auth} replace state={{ from: location.pathname + location.search }} />;
  if (user.data.mustChangePassword) return <RequiredStep step="password" />;
  if (user.data.mustEnrollTwoFactor) return <RequiredStep step="twoFactor" />;
  if (!can(user.data.role, 'backOffice') && !isUnder(location.pathname, paths.settings)) return <RightsNeeded user={user.data} />;
  return <AdminShell user={user.data} />;
}

export default function AdminLayout() {
  return (
    <AdminI18n>
      <UnsavedChangesProvider>
        <SigningOutProvider>
          <AdminGuard />
          <BackOfficeToaster />
        </SigningOutProvider>
      </UnsavedChangesProvider>
    </AdminI18n>
  );
}
