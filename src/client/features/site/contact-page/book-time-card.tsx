import { ArrowRight, CalendarClock } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { useBookingStrings } from '@/i18n/booking-strings';

/** On /contact, above the form: booking a time instead of waiting for a call back (docs/decisions/0028-booking-and-chat.md). */
export function BookTimeCard() {
  useBookingStrings();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <aside aria-labelledby="contact-book-time" className="mb-8 flex flex-col gap-4 rounded-xl border border-primary/20 bg-primary/5 p-5 sm:flex-row sm:items-center sm:justify-between md:p-6">
      <div className="flex gap-4">
        <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <CalendarClock className="size-5" />
        </span>
        <div>
          <h2 id="contact-book-time" className="font-semibold">
            {t('booking.entry.title')}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{t('booking.entry.text')}</p>
        </div>
      </div>
      <Button asChild size="lg" className="w-full shrink-0 sm:w-auto">
        <Link to={paths.book(params.get('service'))} data-cta="book">
          {t('booking.entry.button')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </aside>
  );
}
