import { useTranslation } from '@/i18n/use-translation';
import type { AnalyticsReport, AnalyticsRow } from '@shared/schemas/analytics';
import { formatSgt } from '../../shared/singapore-time';
import { formatDay } from '../lib/report-format';
import { AssessmentsCard } from './assessments-card';
import { CampaignsCard } from './campaigns-card';
import { FunnelCard } from './funnel-card';
import { SummaryCards } from './summary-cards';
import { TableCard } from './table-card';
import { TrendSection } from './trend-section';
import { useCtaColumns, useRowColumns, type RowDimension } from './use-report-columns';

type RowTable = 'pages' | 'entries' | 'referrers' | 'languages' | 'devices' | 'countries';
const rowTables: readonly { key: RowTable; dimension: RowDimension }[] = [
  { key: 'pages', dimension: 'page' },
  { key: 'entries', dimension: 'page' },
  { key: 'referrers', dimension: 'referrer' },
  { key: 'languages', dimension: 'language' },
  { key: 'devices', dimension: 'device' },
  { key: 'countries', dimension: 'country' },
];

/** Whether the period counted nothing at all: no visit, no tap, no enquiry. */
export const isEmptyReport = ({ totals }: AnalyticsReport) =>
  totals.visitors === 0 && totals.views === 0 && totals.ctaClicks === 0 && !totals.enquiries && !totals.bookings;

/** The report of one period: totals, the trend, and each table with its CSV. */
export function ReportView({ report }: { report: AnalyticsReport }) {
  const { t } = useTranslation('admin');
  const columnsOf = useRowColumns(report.includesEnquiries);
  const ctaColumns = useCtaColumns();
  const file = (name: string) => `analytics-${name}-${report.from}-${report.to}.csv`;
  const table = (key: RowTable, dimension: RowDimension, rows: AnalyticsRow[]) => (
    <TableCard
      key={key}
      title={t(`analytics.tables.${key}.title`)}
      description={t(`analytics.tables.${key}.description`)}
      filename={file(key)}
      columns={columnsOf(dimension, t(`analytics.tables.${key}.value`))}
      rows={rows}
      testId={`analytics-${key}`}
    />
  );
  const [pages, entries, referrers, ...audience] = rowTables.map(({ key, dimension }) => table(key, dimension, report[key]));

  return (
    <div className="grid grid-cols-1 gap-6">
      <SummaryCards totals={report.totals} previous={report.previousTotals} />
      <TrendSection report={report} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        {pages}
        {entries}
        {referrers}
        <CampaignsCard report={report} />
        <TableCard
          title={t('analytics.tables.cta.title')}
          description={t('analytics.tables.cta.description')}
          filename={file('cta')}
          columns={ctaColumns}
          rows={report.cta}
          testId="analytics-cta"
        />
        <FunnelCard report={report} />
        <AssessmentsCard report={report} />
        {audience}
      </div>
    </div>
  );
}

/** The period and its comparison in words, and when the figures were last rolled up. */
export function PeriodNote({ report }: { report: AnalyticsReport }) {
  const { t, i18n } = useTranslation('admin');
  const day = (d: string) => formatDay(d, i18n.language);
  return (
    <div className="grid gap-0.5 text-sm text-muted-foreground" data-testid="analytics-period">
      <p>{t('analytics.period', { from: day(report.from), to: day(report.to), previousFrom: day(report.previous.from), previousTo: day(report.previous.to) })}</p>
      <p>{report.updatedAt ? t('analytics.updatedAt', { time: formatSgt(report.updatedAt, i18n.language) }) : t('analytics.notUpdated')}</p>
      {!report.includesEnquiries && <p>{t('analytics.noEnquiries')}</p>}
    </div>
  );
}
