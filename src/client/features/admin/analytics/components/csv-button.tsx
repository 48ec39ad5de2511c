import { Download } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { downloadCsv, tableCsv, type Column } from '../lib/table-csv';

/** "Download CSV" of one table, built in the browser from the rows shown; off when there are none. */
export function CsvButton<R>({ table, filename, columns, rows }: { table: string; filename: string; columns: readonly Column<R>[]; rows: readonly R[] }) {
  const { t } = useTranslation('admin');
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={rows.length === 0}
      aria-label={t('analytics.csv.downloadOf', { table })}
      onClick={() => downloadCsv(filename, tableCsv(columns, rows))}
    >
      <Download aria-hidden="true" />
      {t('analytics.csv.download')}
    </Button>
  );
}
