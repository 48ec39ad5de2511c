import { ShieldAlert } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/lib/session';
import { useErrorMessage } from '@/i18n/error-message';
import { paths } from '@shared/paths';
import { useSigningOut } from '../signing-out';
import type { PublicUser } from '@shared/schemas/auth';

/** A signed-in role-user sees this instead of screens whose calls would all answer 403. */
export function RightsNeeded({ user }: { user: PublicUser }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const logout = useLogout();
  const signingOut = useSigningOut();
  const switchAccount = () => {
    // a chosen sign-out, not a session ended elsewhere (no "session has ended" toast)
    signingOut.current = true;
    logout.mutate(undefined, {
      onSuccess: () => navigate(paths.auth, { replace: true }),
      onError: (err) => {
        signingOut.current = false;
        toast.error(t('layout.toast.logoutFailed'), { description: errorMessage(err, t('shared.errors.unknown')) });
      },
    });
  };
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-4">
      <div role="alert" data-testid="rights-needed" className="w-full max-w-md rounded-xl border bg-background p-8 text-center shadow-sm">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          <ShieldAlert className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-xl font-bold">{t('layout.rightsNeeded.title')}</h1>
        <p className="mt-3 text-sm text-muted-foreground">{t('layout.rightsNeeded.text', { username: user.username })}</p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button asChild variant="outline">
            <Link to={paths.home}>{t('layout.rightsNeeded.backHome')}</Link>
          </Button>
          <Button onClick={switchAccount} disabled={logout.isPending}>
            {t('layout.rightsNeeded.switchAccount')}
          </Button>
        </div>
      </div>
    </main>
  );
}
