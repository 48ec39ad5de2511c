/**
 * CSV both sides write: the formula guard of the enquiry export (written by csv-stringify on the
 * server), and the Analytics screen's tables in the browser. There the few lines below stand in for
 * csv-stringify, whose browser build carries a Buffer polyfill (18 KB gzipped) for the same quoting.
 */

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or CR before one) as a formula: such
 * cells get a leading ' so they open as text (OWASP "CSV injection").
 */
export const neutralise = (cell: string): string => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

export type CsvCell = string | number | null | undefined;

/** A cell quoted as RFC 4180 asks when it holds a comma, a quote or a line break; text neutralised, numbers as they are. */
function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  const text = typeof cell === 'number' ? String(cell) : neutralise(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text (RFC 4180: CRLF between records, the last one ended too). */
export const csvText = (rows: readonly (readonly CsvCell[])[]): string => rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
