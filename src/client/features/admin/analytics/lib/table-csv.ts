import { csvText, type CsvCell } from '@shared/csv';
import { triggerDownload } from '../../shared/download-file';

/** A column of a report table: its heading, what a cell shows, and what the CSV holds (numbers stay numbers). */
export interface Column<R> {
  key: string;
  heading: string;
  /** the heading in the CSV when it differs (a unit: "Conversion (%)") */
  csvHeading?: string;
  text: (row: R) => string;
  csv: (row: R) => CsvCell;
  numeric?: boolean;
}

/** The table as the CSV a spreadsheet opens: the same columns and rows as shown. */
export const tableCsv = <R,>(columns: readonly Column<R>[], rows: readonly R[]): string =>
  csvText([columns.map((c) => c.csvHeading ?? c.heading), ...rows.map((row) => columns.map((c) => c.csv(row)))]);

/** Downloads `text` as a CSV file, with a BOM so Excel reads Chinese as UTF-8. */
export function downloadCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  triggerDownload(url, filename);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
