import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, Pencil, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useErrorMessage } from '@/i18n/error-message';
import type { Permission } from '@shared/permissions';
import { AccountSettings, AccountTab } from '../account';
import { PageHeader } from '../shared/page-header';
import { useUnsavedChanges } from '../shared/unsaved-changes';
import { useAdminTitle } from '../shared/use-admin-title';
import { useCan } from '../shared/use-permission';
import { useContactForSettings } from './api/get-contact';
import { useUpdateContact } from './api/update-contact';
import { BackupCard } from './components/backup-card';
import { ContactTab } from './components/contact-tab';
import { GeneralTab } from './components/general-tab';
import { HomeTab } from './components/home-tab';
import { NotificationsTab } from './components/notifications-tab';
import { SocialTab } from './components/social-tab';
import { contactFields, contactFormSchema, toContactForm, type ContactFormValues } from './lib/contact-form';

const tabs = ['contact', 'social', 'home', 'general', 'notifications', 'account'] as const;
type Tab = (typeof tabs)[number];
/** Each part by its own permission (null: everyone's own account). */
const tabPermission: Record<Tab, Permission | null> = {
  contact: 'manageSite',
  social: 'manageSite',
  home: 'manageSite',
  general: 'manageSystem',
  notifications: 'manageEnquiries',
  account: null,
};
const resolver = zodResolver(contactFormSchema) as unknown as Resolver<ContactFormValues>;

function AdminSettings({ tabs }: { tabs: readonly Tab[] }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  useAdminTitle(t('settings.title'));
  const [params, setParams] = useSearchParams();
  const tab: Tab = (tabs as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'contact';
  const setTab = (next: string) => setParams(next === 'contact' ? {} : { tab: next }, { replace: true });
  const query = useContactForSettings();
  const update = useUpdateContact();
  const form = useForm<ContactFormValues>({ resolver, defaultValues: toContactForm(undefined) });
  // read-only until 'edit contact details' (docs/product-spec.md, section 4)
  const [editing, setEditing] = useState(false);
  useUnsavedChanges(editing && form.formState.isDirty);

  // outside edit mode the fields always show the server's values
  useEffect(() => {
    if (!editing && query.data) form.reset(toContactForm(query.data));
  }, [query.data, editing, form]);
  useEffect(() => {
    if (query.error) toast.error(t('settings.toast.loadFailed'), { description: errorMessage(query.error) });
  }, [query.error, query.errorUpdatedAt, t, errorMessage]);

  const cancel = async () => {
    const fresh = await query.refetch();
    form.reset(toContactForm(fresh.data ?? query.data));
    setEditing(false);
  };
  const save = form.handleSubmit(
    (values) => {
      if (!query.data) return;
      update.mutate(
        { id: query.data.id, input: values },
        {
          onSuccess: (contact) => {
            toast.success(t('settings.toast.saved'));
            form.reset(toContactForm(contact));
            setEditing(false);
          },
          onError: (err) => toast.error(t('settings.toast.saveFailed'), { description: errorMessage(err, t('settings.toast.saveDefault')) }),
        },
      );
    },
    (errors) => {
      if (contactFields.some((f) => errors[f])) setTab('contact');
    },
  );

  const actions = editing ? (
    <>
      <Badge variant="warning">{t('settings.editing')}</Badge>
      <Button variant="outline" onClick={() => void cancel()} disabled={update.isPending || query.isFetching}>
        {t('shared.actions.cancel')}
      </Button>
      <Button onClick={() => void save()} disabled={update.isPending}>
        {update.isPending && <Spinner aria-hidden="true" />}
        {update.isPending ? t('shared.saving') : t('shared.actions.save')}
      </Button>
    </>
  ) : (
    <Button onClick={() => setEditing(true)} disabled={!query.data}>
      <Pencil aria-hidden="true" />
      {t('settings.edit')}
    </Button>
  );

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t('settings.title')} description={t('settings.description')} actions={tab === 'account' || tab === 'home' ? undefined : actions} />
      <Tabs value={tab} onValueChange={setTab} className="gap-4">
        <TabsList className="w-full justify-start overflow-x-auto sm:w-fit">
          {tabs.map((v) => (
            <TabsTrigger key={v} value={v} className="px-2 sm:px-4">
              {t(`settings.tabs.${v}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {!editing && (tab === 'contact' || tab === 'social') && query.data && <p className="text-sm text-muted-foreground">{t('settings.readOnlyHint')}</p>}
        {query.isPending ? (
          <Skeleton className="h-80 w-full rounded-xl" />
        ) : !query.data ? (
          <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-background py-12 text-center">
            <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
            <p className="font-medium">{t('settings.toast.loadFailed')}</p>
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RotateCw aria-hidden="true" />
              {t('shared.actions.retry')}
            </Button>
          </div>
        ) : (
          <form onSubmit={(e) => e.preventDefault()} noValidate>
            <TabsContent value="contact">
              <ContactTab form={form} editing={editing} />
            </TabsContent>
            <TabsContent value="social">
              <SocialTab form={form} contact={query.data} editing={editing} />
            </TabsContent>
          </form>
        )}
        <TabsContent value="home">
          <HomeTab />
        </TabsContent>
        {tabs.includes('general') && (
          <TabsContent value="general" className="grid gap-6">
            <GeneralTab />
            <BackupCard />
          </TabsContent>
        )}
        {tabs.includes('notifications') && (
          <TabsContent value="notifications">
            <NotificationsTab />
          </TabsContent>
        )}
        <TabsContent value="account">
          <AccountTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/**
 * Every signed-in user has the Account tab (docs/decisions/0011-staff-accounts.md); the site's parts
 * show by their permissions, and a role with none of them has the Account tab alone.
 */
export default function SettingsPage() {
  const userCan = useCan();
  const shown = tabs.filter((tab) => {
    const permission = tabPermission[tab];
    return permission === null || userCan(permission);
  });
  return shown.includes('contact') ? <AdminSettings tabs={shown} /> : <AccountSettings />;
}
