import { LogIn, LogOut, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@shared/paths';
import { useErrorMessage } from '@/i18n/error-message';
import { useLogout, useUser } from '@/lib/session';

const linkClass = 'inline-flex items-center gap-1.5 text-slate-300 underline-offset-4 hover:text-white hover:underline';

/** Signed-in users: the news-management link and sign-out; everyone else: the sign-in link (docs/product-spec.md, section 2). */
export function FooterAccount() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { data: user } = useUser();
  const logout = useLogout();

  if (!user) {
    return (
      <Link to={paths.login} className={linkClass}>
        <LogIn aria-hidden="true" className="size-4" />
        {t('layout.footer.signIn')}
      </Link>
    );
  }
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => toast.success(t('layout.footer.signedOut')),
      onError: (err) => toast.error(t('layout.footer.signOutFailed'), { description: errorMessage(err) }),
    });
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Link to={paths.newsManagement} className={linkClass}>
        <Newspaper aria-hidden="true" className="size-4" />
        {t('layout.footer.newsManagement')}
      </Link>
      <button type="button" onClick={signOut} disabled={logout.isPending} className={`${linkClass} disabled:opacity-60`}>
        <LogOut aria-hidden="true" className="size-4" />
        {t('layout.footer.signOut')}
      </button>
    </div>
  );
}
