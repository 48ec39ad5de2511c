import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AnalyticsReport } from '@shared/schemas/analytics';
import { CsvButton } from './csv-button';
import { DataTable } from './data-table';
import { TitledPanel } from '../../shared/titled-panel';
import { useRowColumns } from './use-report-columns';

const tabs = [
  { key: 'sources', rows: 'sources', label: 'sources' },
  { key: 'mediums', rows: 'mediums', label: 'mediums' },
  { key: 'campaigns', rows: 'campaigns', label: 'campaignNames' },
] as const;
type Tab = (typeof tabs)[number]['key'];

/** The utm tags visits came with: source, medium and campaign as three tabs; the CSV is the tab shown. */
export function CampaignsCard({ report }: { report: AnalyticsReport }) {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<Tab>('sources');
  const columnsOf = useRowColumns(report.includesEnquiries);
  const current = tabs.find((x) => x.key === tab)!;
  const title = t(`analytics.tables.${current.label}.title`);
  const columns = columnsOf('campaign', t(`analytics.tables.${current.label}.value`));
  return (
    <TitledPanel
      title={t('analytics.tables.campaigns.title')}
      description={t('analytics.tables.campaigns.description')}
      testId="analytics-campaigns"
      action={<CsvButton table={title} filename={`analytics-${tab}-${report.from}-${report.to}.csv`} columns={columns} rows={report[current.rows]} />}
    >
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList className="h-auto max-w-full flex-wrap justify-start">
          {tabs.map((x) => (
            <TabsTrigger key={x.key} value={x.key}>
              {t(`analytics.tables.${x.label}.value`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((x) => (
          <TabsContent key={x.key} value={x.key}>
            <DataTable caption={t(`analytics.tables.${x.label}.title`)} columns={columnsOf('campaign', t(`analytics.tables.${x.label}.value`))} rows={report[x.rows]} rowKey={(r) => r.value} />
          </TabsContent>
        ))}
      </Tabs>
    </TitledPanel>
  );
}
