import { useTranslation } from '@/i18n/use-translation';
import type { AnalyticsReport, FunnelStep } from '@shared/schemas/analytics';
import { formatNumber, formatPercent, percentNumber, shareOf } from '../lib/report-format';
import type { Column } from '../lib/table-csv';
import { CsvButton } from './csv-button';
import { TitledPanel } from '../../shared/titled-panel';

interface StepRow {
  value: FunnelStep;
  label: string;
  visitors: number;
  /** share of the step before; null for the first step, or when the step before had nobody */
  ofPrevious: number | null;
}

/**
 * Service page → tapped → enquired or booked, each the same visitor on the same day. Without the
 * enquiry figures (an editor) the last step is left out, not shown as nothing.
 */
export function FunnelCard({ report }: { report: AnalyticsReport }) {
  const { t, i18n } = useTranslation('admin');
  const f = report.funnel;
  const counts: [FunnelStep, number | null][] = [
    ['service', f.service],
    ['cta', f.cta],
    ['converted', report.includesEnquiries ? f.converted : null],
  ];
  const rows: StepRow[] = [];
  for (const [step, visitors] of counts) {
    if (visitors === null) continue;
    const before = rows.at(-1);
    rows.push({ value: step, label: t(`analytics.funnel.steps.${step}`), visitors, ofPrevious: before ? shareOf(visitors, before.visitors) : null });
  }
  const columns: Column<StepRow>[] = [
    { key: 'step', heading: t('analytics.funnel.step'), text: (r) => r.label, csv: (r) => r.label },
    { key: 'visitors', heading: t('analytics.funnel.visitors'), text: (r) => formatNumber(r.visitors, i18n.language), csv: (r) => r.visitors, numeric: true },
    {
      key: 'ofPrevious',
      heading: t('analytics.funnel.ofPrevious'),
      csvHeading: `${t('analytics.funnel.ofPrevious')} (%)`,
      text: (r) => (r.ofPrevious === null ? '' : formatPercent(r.ofPrevious, i18n.language)),
      csv: (r) => (r.ofPrevious === null ? null : percentNumber(r.ofPrevious)),
      numeric: true,
    },
  ];
  const first = Math.max(rows[0]?.visitors ?? 0, 1);
  const title = t('analytics.funnel.title');

  return (
    <TitledPanel
      title={title}
      description={t('analytics.funnel.description')}
      testId="analytics-funnel"
      action={<CsvButton table={title} filename={`analytics-funnel-${report.from}-${report.to}.csv`} columns={columns} rows={rows} />}
    >
      <ol className="grid gap-3" aria-label={t('analytics.funnel.caption')}>
        {rows.map((row) => (
          <li key={row.value} className="grid gap-1.5" data-testid={`analytics-funnel-${row.value}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-medium">{row.label}</span>
              <span className="tabular-nums">
                {formatNumber(row.visitors, i18n.language)}
                {row.ofPrevious !== null && (
                  <span className="ms-2 text-xs text-muted-foreground">{t('analytics.funnel.share', { percent: formatPercent(row.ofPrevious, i18n.language) })}</span>
                )}
              </span>
            </div>
            <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
              <div className="h-full rounded-full bg-primary" style={{ width: `${(row.visitors / first) * 100}%` }} />
            </div>
          </li>
        ))}
      </ol>
    </TitledPanel>
  );
}
