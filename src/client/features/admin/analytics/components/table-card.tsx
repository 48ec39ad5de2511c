import type { Column } from '../lib/table-csv';
import { CsvButton } from './csv-button';
import { DataTable } from './data-table';
import { TitledPanel } from '../../shared/titled-panel';

/** One table of the report in its card, with its CSV download. */
export function TableCard<R extends { value: string }>({
  title,
  description,
  filename,
  columns,
  rows,
  testId,
  className,
}: {
  title: string;
  description?: string;
  filename: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  testId?: string;
  className?: string;
}) {
  return (
    <TitledPanel title={title} description={description} testId={testId} className={className} action={<CsvButton table={title} filename={filename} columns={columns} rows={rows} />}>
      <DataTable caption={title} columns={columns} rows={rows} rowKey={(row) => row.value} />
    </TitledPanel>
  );
}
