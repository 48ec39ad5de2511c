import { ShieldAlert } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from 'react-router';
import { adminLandingPath, type AdminScreen } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { useUser } from '@/lib/session';

/** A screen the role may not use, opened by its address: says so in the page, with the way to the role's first screen. */
export function NoPermission({ screen }: { screen: AdminScreen }) {
  const { t } = useTranslation('admin');
  const role = useUser().data?.role;
  const landing = adminLandingPath(role);
  return (
    <div role="alert" data-testid="no-permission" className="mx-auto mt-8 w-full max-w-lg rounded-xl border bg-background p-8 text-center shadow-sm">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <ShieldAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-xl font-bold">{t('roles.noPermission.title')}</h1>
      <p className="mt-3 text-sm text-muted-foreground">
        {t('roles.noPermission.text', {
          screen: t(`layout.nav.${screen.key}`),
          right: t(`roles.permissions.${screen.permission}`),
          role: role ? t(`users.role.${role}`) : '',
        })}
      </p>
      {landing && (
        <Button asChild className="mt-6">
          <Link to={landing}>{t('roles.noPermission.back')}</Link>
        </Button>
      )}
    </div>
  );
}
