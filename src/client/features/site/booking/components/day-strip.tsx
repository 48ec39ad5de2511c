import { useTranslation } from '@/i18n/use-translation';
import type { AvailableDay, ClosedDate } from '@shared/schemas/booking';
import { useContentLanguage } from '@/lib/content-language';
import { cn } from '@/lib/utils';
import type { TimeLabels } from '../use-time-labels';

interface DayStripProps {
  days: AvailableDay[];
  closed: ClosedDate[];
  selected: string | null;
  onSelect: (date: string) => void;
  labels: TimeLabels;
  labelId: string;
}

type Entry = { date: string; day: AvailableDay; closed?: undefined } | { date: string; closed: ClosedDate; day?: undefined };

/**
 * The days one can book, in order, with the closed dates among them greyed out with their label
 * (a public holiday's name). A scroller on phones, a grid of rows on wider screens.
 */
export function DayStrip({ days, closed, selected, onSelect, labels, labelId }: DayStripProps) {
  const { t } = useTranslation();
  const lang = useContentLanguage();
  const entries: Entry[] = [...days.map((day) => ({ date: day.date, day })), ...closed.map((c) => ({ date: c.date, closed: c }))].sort((a, b) => a.date.localeCompare(b.date));
  const closedLabel = (c: ClosedDate) => (lang === 'en' ? c.labelEn || c.label : c.label || c.labelEn);

  return (
    <ul aria-labelledby={labelId} className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pt-1 pb-3 md:flex-wrap md:overflow-visible">
      {entries.map((entry) => {
        const weekday = labels.weekday(entry.date);
        const date = labels.day(entry.date);
        if (entry.closed) {
          const label = closedLabel(entry.closed);
          return (
            <li key={entry.date} data-closed className="flex h-20 w-20 shrink-0 snap-start flex-col items-center justify-center rounded-lg border border-dashed bg-muted/60 px-1 text-center text-muted-foreground" title={label || undefined}>
              <span className="text-xs">{weekday}</span>{' '}
              <span className="text-sm font-medium">{date}</span>{' '}
              <span className="line-clamp-1 text-[0.7rem]">{label || t('booking.days.closed')}</span>
              {label && <span className="sr-only">{t('booking.days.closed')}</span>}
            </li>
          );
        }
        const active = entry.date === selected;
        return (
          <li key={entry.date} className="shrink-0 snap-start">
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(entry.date)}
              className={cn(
                'flex h-20 w-20 flex-col items-center justify-center rounded-lg border text-center transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                active ? 'border-primary bg-primary text-primary-foreground' : 'border-input bg-background hover:border-primary hover:bg-secondary',
              )}
            >
              <span className={cn('text-xs', active ? 'text-primary-foreground/85' : 'text-muted-foreground')}>{weekday}</span>{' '}
              <span className="text-sm font-semibold">{date}</span>{' '}
              <span className={cn('text-[0.7rem]', active ? 'text-primary-foreground/85' : 'text-muted-foreground')}>{t('booking.days.free', { count: entry.day.slots.length })}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
