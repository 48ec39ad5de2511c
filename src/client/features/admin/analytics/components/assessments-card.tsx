import { useTranslation } from '@/i18n/use-translation';
import type { AnalyticsReport, AssessmentFunnel } from '@shared/schemas/analytics';
import { formatNumber, formatPercent, shareOf } from '../lib/report-format';
import type { Column } from '../lib/table-csv';
import { TableCard } from './table-card';

type Row = AssessmentFunnel & { value: string };

/**
 * Each self-assessment's funnel (docs/decisions/0030-self-assessments.md): started, saw a result (and
 * which), sent an enquiry with the answers. Without the enquiry figures (an editor) that column is left out.
 */
export function AssessmentsCard({ report }: { report: AnalyticsReport }) {
  const { t, i18n } = useTranslation('admin');
  const n = (v: number) => formatNumber(v, i18n.language);
  const outcomes = (r: Row) => r.outcomes.map((o) => `${o.id} ${n(o.visitors)}`).join(' · ');
  const columns: Column<Row>[] = [
    { key: 'slug', heading: t('analytics.assessments.slug'), text: (r) => r.slug, csv: (r) => r.slug },
    { key: 'started', heading: t('analytics.assessments.started'), text: (r) => n(r.started), csv: (r) => r.started, numeric: true },
    {
      key: 'finished',
      heading: t('analytics.assessments.finished'),
      text: (r) => {
        const share = shareOf(r.finished, r.started);
        return share === null ? n(r.finished) : `${n(r.finished)} (${formatPercent(share, i18n.language)})`;
      },
      csv: (r) => r.finished,
      numeric: true,
    },
    { key: 'outcomes', heading: t('analytics.assessments.outcomes'), text: outcomes, csv: outcomes },
  ];
  if (report.includesEnquiries)
    columns.push({
      key: 'enquiries',
      heading: t('analytics.assessments.enquiries'),
      text: (r) => n(r.enquiries ?? 0),
      csv: (r) => r.enquiries ?? 0,
      numeric: true,
    });
  const rows: Row[] = report.assessments.map((a) => ({ ...a, value: a.slug }));
  return (
    <TableCard
      title={t('analytics.assessments.title')}
      description={t('analytics.assessments.description')}
      filename={`analytics-self-assessments-${report.from}-${report.to}.csv`}
      columns={columns}
      rows={rows}
      testId="analytics-assessments"
    />
  );
}
