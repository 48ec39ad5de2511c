import { ShieldAlert } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { can } from '@shared/permissions';
import { useUser } from '@/lib/session';
import { PageHeader } from '../shared/page-header';
import { useAdminTitle } from '../shared/use-admin-title';
import { AccountTab } from './account-tab';

/**
 * The settings screen of a role with none of the site's settings: the Account tab alone; a signed-in
 * user without a back office is told why she sees nothing else.
 */
export function AccountSettings() {
  const { t } = useTranslation('admin');
  const user = useUser();
  useAdminTitle(t('account.tab'));
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t('account.tab')} />
      {!can(user.data?.role, 'backOffice') && (
        <div role="note" data-testid="rights-needed" className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
          <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('account.rightsNote.title')}</p>
            <p className="mt-1 text-sm">{t('account.rightsNote.text', { username: user.data?.username ?? '' })}</p>
          </div>
        </div>
      )}
      <Tabs value="account" className="gap-4">
        <TabsList className="w-fit">
          <TabsTrigger value="account" className="px-4">
            {t('settings.tabs.account')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="account">
          <AccountTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
