import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ListLoadFailed, ListLoading } from '../shared/list-states';
import { PageHeader } from '../shared/page-header';
import { useAdminTitle } from '../shared/use-admin-title';
import { useBookingSettings } from './api/get-booking-settings';
import { HoursForm } from './components/hours-form';
import { WeekView } from './components/week-view';

type Tab = 'week' | 'hours';

/**
 * The Bookings screen (docs/decisions/0028-booking-and-chat.md): the week of bookings, and the hours
 * visitors can book. Admins and sales (manageBooking).
 */
export default function BookingsPage() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('bookings.title'));
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'hours' ? 'hours' : 'week';
  const settings = useBookingSettings();
  const consultants = settings.data?.consultants ?? [];

  const setTab = (next: string) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === 'hours') out.set('tab', 'hours');
        else out.delete('tab');
        return out;
      },
      { replace: true },
    );

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t('bookings.title')} description={t('bookings.description')} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="week">{t('bookings.tabs.week')}</TabsTrigger>
          <TabsTrigger value="hours">{t('bookings.tabs.hours')}</TabsTrigger>
        </TabsList>
        <TabsContent value="week" className="pt-2">
          <WeekView consultants={consultants} />
        </TabsContent>
        <TabsContent value="hours" className="pt-2">
          {settings.isPending ? (
            <ListLoading rows={4} />
          ) : settings.isError ? (
            <ListLoadFailed title={t('bookings.hours.loadFailed')} error={settings.error} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
          ) : (
            <HoursForm key={settings.dataUpdatedAt} settings={settings.data} />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
