import { useTranslation } from '@/i18n/use-translation';
import type { AnalyticsReport } from '@shared/schemas/analytics';
import { bucketLabel, formatNumber } from '../lib/report-format';
import type { Column } from '../lib/table-csv';
import { CsvButton } from './csv-button';
import { DataTable } from './data-table';
import { TitledPanel } from '../../shared/titled-panel';
import { TrendChart, trendColours, type TrendRow } from './trend-chart';

/** Visitors and views over the period: the chart and its legend for the eye, a summary and the table for everyone. */
export function TrendSection({ report }: { report: AnalyticsReport }) {
  const { t, i18n } = useTranslation('admin');
  const k = 'analytics.trend' as const;
  const rows: TrendRow[] = report.series.map((p) => ({ ...p, label: bucketLabel(p.bucket, report.interval, i18n.language) }));
  const names = { visitors: t(`${k}.visitors`), views: t(`${k}.views`), previousVisitors: t(`${k}.previousVisitors`), previousViews: t(`${k}.previousViews`) };
  const num = (n: number) => formatNumber(n, i18n.language);
  const figure = (key: keyof typeof names): Column<TrendRow> => ({ key, heading: names[key], text: (r) => num(r[key]), csv: (r) => r[key], numeric: true });
  const columns: Column<TrendRow>[] = [
    { key: 'bucket', heading: t(`${k}.bucket`), text: (r) => r.label, csv: (r) => r.bucket },
    figure('visitors'),
    figure('views'),
    figure('previousVisitors'),
    figure('previousViews'),
  ];
  const peak = rows.reduce<TrendRow | undefined>((best, row) => (!best || row.visitors > best.visitors ? row : best), undefined);
  const title = t(`${k}.title`);

  return (
    <TitledPanel
      title={title}
      description={t(`${k}.description`)}
      testId="analytics-trend"
      action={<CsvButton table={title} filename={`analytics-trend-${report.from}-${report.to}.csv`} columns={columns} rows={rows} />}
    >
      <TrendChart rows={rows} names={names} />
      <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted-foreground" aria-hidden="true">
        {(['visitors', 'views'] as const).map((key) => (
          <li key={key} className="flex items-center gap-1.5">
            <span className="h-0.5 w-4 rounded" style={{ backgroundColor: trendColours[key] }} />
            {names[key]}
          </li>
        ))}
        {(['visitors', 'views'] as const).map((key) => (
          <li key={`previous-${key}`} className="flex items-center gap-1.5">
            <span className="w-4 border-t-2 border-dashed opacity-60" style={{ borderColor: trendColours[key] }} />
            {names[key === 'visitors' ? 'previousVisitors' : 'previousViews']}
          </li>
        ))}
      </ul>
      {peak && peak.visitors > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="analytics-trend-summary">
          {t(`${k}.summary`, { visitors: num(report.totals.visitors), views: num(report.totals.views), peak: peak.label, peakVisitors: num(peak.visitors) })}
        </p>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">{t(`${k}.caption`)}</summary>
        <div className="mt-3">
          <DataTable caption={t(`${k}.caption`)} columns={columns} rows={rows} rowKey={(r) => r.bucket} />
        </div>
      </details>
    </TitledPanel>
  );
}
