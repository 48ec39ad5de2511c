import { Timer } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { durationParts } from '../lib/format-duration';
import { DashboardCard, DashboardCardIcon } from './dashboard-card';

/** "3 h 20 min" / "2 天 4 小时": a duration in the reader's language, leaving out a zero second part. */
export function useFormatDuration(): (minutes: number) => string {
  const { t } = useTranslation('admin');
  return (minutes) => {
    const parts = durationParts(minutes);
    if (parts.unit === 'minutes') return t('dashboard.duration.minutes', parts);
    if (parts.unit === 'hours') return t(parts.minutes ? 'dashboard.duration.hoursMinutes' : 'dashboard.duration.hours', parts);
    return t(parts.hours ? 'dashboard.duration.daysHours' : 'dashboard.duration.days', parts);
  };
}

/** The median time from an enquiry's arrival to its first status change; "—" before any. */
export function FirstResponseCard({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation('admin');
  const format = useFormatDuration();
  return (
    <DashboardCard title={t('dashboard.response.title')} description={t('dashboard.response.description')} testId="dashboard-response">
      <div className="flex items-center gap-3">
        <DashboardCardIcon icon={Timer} />
        {minutes === null ? (
          <p>
            <span className="text-2xl font-bold" aria-hidden="true">
              —
            </span>
            <span className="ml-2 text-sm text-muted-foreground">{t('dashboard.response.none')}</span>
          </p>
        ) : (
          <p className="text-2xl font-bold tabular-nums" data-testid="dashboard-median">
            {format(minutes)}
          </p>
        )}
      </div>
    </DashboardCard>
  );
}
