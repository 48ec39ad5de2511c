import { LogIn, LogOut, Newspaper } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { notify } from '@/components/ui/notify';
import { paths } from '@shared/paths';
import { useErrorMessage } from '@/i18n/error-message';
import { useLanguageRoute } from '@/lib/language-route';
import { useLogout, useUser } from '@/lib/session';

const linkClass = 'inline-flex items-center gap-1.5 text-slate-300 underline-offset-4 hover:text-white hover:underline';

/** A link into the back office, whose URLs have no /en: from an English page it is a plain link. */
function BackOfficeLink({ to, children }: { to: string; children: ReactNode }) {
  const route = useLanguageRoute();
  if (route?.lang === 'en') {
    return (
      <a href={to} className={linkClass}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  );
}

/** Signed-in users: the news-management link and sign-out; everyone else: the sign-in link (docs/product-spec.md, section 2). */
export function FooterAccount() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { data: user } = useUser();
  const logout = useLogout();

  if (!user) {
    return (
      <BackOfficeLink to={paths.login}>
        <LogIn aria-hidden="true" className="size-4" />
        {t('layout.footer.signIn')}
      </BackOfficeLink>
    );
  }
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => notify.success(t('layout.footer.signedOut')),
      onError: (err) => notify.error(t('layout.footer.signOutFailed'), { description: errorMessage(err) }),
    });
  return (
    <div className="flex flex-wrap items-center gap-4">
      <BackOfficeLink to={paths.newsManagement}>
        <Newspaper aria-hidden="true" className="size-4" />
        {t('layout.footer.newsManagement')}
      </BackOfficeLink>
      <button type="button" onClick={signOut} disabled={logout.isPending} className={`${linkClass} disabled:opacity-60`}>
        <LogOut aria-hidden="true" className="size-4" />
        {t('layout.footer.signOut')}
      </button>
    </div>
  );
}
