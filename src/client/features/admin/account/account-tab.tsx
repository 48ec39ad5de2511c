import { useTranslation } from '@/i18n/use-translation';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { BylineCard } from './components/byline-card';
import { ChangePasswordForm } from './components/change-password-form';
import { SessionsCard } from './components/sessions-card';
import { TwoFactorCard } from './components/two-factor-card';

/** The settings screen's Account tab, for every signed-in user: password, two-factor sign-in, sessions, public byline. */
export function AccountTab() {
  const { t } = useTranslation('admin');
  return (
    <div className="grid gap-6" data-testid="account-tab">
      <Card>
        <CardHeader>
          <CardTitle>{t('account.password.title')}</CardTitle>
          <CardDescription>{t('account.password.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <TwoFactorCard />
      <SessionsCard />
      <BylineCard />
    </div>
  );
}
