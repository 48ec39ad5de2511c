import { useTranslation } from '@/i18n/use-translation';
import { consultationTypes, type ConsultationType } from '@shared/schemas/consultations';
import type { DashboardWeek } from '@shared/schemas/inbox';
import { typeColours, weekLabel, weekRows, weekSummary } from '../lib/weekly-data';
import { DashboardCard } from './dashboard-card';
import { WeeklyChart } from './weekly-chart';

/** Enquiries per week: the chart and its legend for the eye, a summary and a table for screen readers. */
export function WeeklySection({ weeks, className }: { weeks: DashboardWeek[]; className?: string }) {
  const { t, i18n } = useTranslation('admin');
  const rows = weekRows(weeks, (weekStart) => weekLabel(weekStart, i18n.language));
  const names = Object.fromEntries(consultationTypes.map((type) => [type, t(`dashboard.types.${type}`)])) as Record<ConsultationType, string>;
  const summary = weekSummary(rows);

  return (
    <DashboardCard title={t('dashboard.weekly.title')} description={t('dashboard.weekly.description')} className={className} testId="dashboard-weekly">
      <WeeklyChart rows={rows} names={names} />
      <ul aria-label={t('dashboard.weekly.legend')} className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted-foreground">
        {consultationTypes.map((type) => (
          <li key={type} className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2.5 shrink-0 rounded-sm" style={{ backgroundColor: typeColours[type] }} />
            {names[type]}
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground" data-testid="dashboard-weekly-summary">
        {t('dashboard.weekly.summary', summary)}
      </p>
      {/* a table is never narrower than its content, so the wrapper is what is hidden */}
      <div className="sr-only">
        <table>
          <caption>{t('dashboard.weekly.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.weekly.week')}</th>
              {consultationTypes.map((type) => (
                <th key={type} scope="col">
                  {names[type]}
                </th>
              ))}
              <th scope="col">{t('dashboard.weekly.total')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.weekStart}>
                <th scope="row">{row.label}</th>
                {consultationTypes.map((type) => (
                  <td key={type}>{row[type]}</td>
                ))}
                <td>{row.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DashboardCard>
  );
}
