import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { paths } from '@shared/paths';
import { PageHero } from '@/features/site/article-view';
import { useBookingStrings } from '@/i18n/booking-strings';
import { PageHead } from '@/lib/page-head';
import { useBookingSlots } from './api/get-booking-slots';
import { BookingConfirmation } from './components/booking-confirmation';
import { BookingFlow, type BookedSummary } from './components/booking-flow';
import { BookingUnavailable } from './components/booking-unavailable';

/**
 * /book and /en/book (docs/decisions/0028-booking-and-chat.md): rendered on the server with the free
 * slots, never kept by the page cache; the browser asks for them again as it mounts.
 */
export function BookPage({ timeZone }: { timeZone?: string }) {
  useBookingStrings();
  const { t } = useTranslation();
  const slots = useBookingSlots();
  const [booked, setBooked] = useState<BookedSummary | null>(null);
  const data = slots.data;

  let body;
  if (booked) body = <BookingConfirmation booked={booked} timeZone={timeZone} />;
  else if (data?.enabled && data.days.length > 0)
    body = (
      <BookingFlow
        availability={data}
        timeZone={timeZone}
        onRefresh={() => void slots.refetch()}
        onBooked={(b) => {
          setBooked(b);
          void slots.refetch();
        }}
      />
    );
  else if (data) body = <BookingUnavailable reason={data.enabled ? 'full' : 'off'} />;
  else if (slots.isError) body = <BookingUnavailable reason="failed" />;
  else
    body = (
      <div aria-busy="true" className="h-96 animate-pulse rounded-xl bg-card">
        <span className="sr-only">{t('booking.page.loading')}</span>
      </div>
    );

  return (
    <div className="bg-muted/40 pb-16 md:pb-24">
      <PageHead title={t('booking.page.title')} description={t('booking.page.description')} />
      <PageHero
        eyebrow={t('booking.page.eyebrow')}
        title={t('booking.page.title')}
        intro={t('booking.page.intro')}
        titleAs="h1"
        crumbs={[{ label: t('nav.home', { ns: 'common' }), to: paths.home }, { label: t('booking.page.title') }]}
      />
      <div className="mx-auto max-w-3xl px-4 pt-6 md:pt-10">{body}</div>
    </div>
  );
}
