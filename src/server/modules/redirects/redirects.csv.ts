import { CsvError, parse } from 'csv-parse/sync';

/** One line of an import: its 1-based number and its fields, or why it could not be read. */
export type CsvLine = { line: number; fields: string[] } | { line: number; error: string };

/** A first line naming the columns (`from,to[,status]`), skipped. */
const HEADER = /^\s*"?\s*(from|from_?path|old)\s*"?\s*[,;\t]/i;

/**
 * The lines of an imported CSV, each parsed on its own (RFC 4180 quoting, by csv-parse), so a
 * malformed line is reported with its number and the others still count. A redirect's fields never
 * hold a line break, so a line is a record. Blank lines and a header line are skipped.
 */
export function csvLines(text: string): CsvLine[] {
  const out: CsvLine[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .forEach((raw, i) => {
      const line = i + 1;
      if (!raw.trim() || (out.length === 0 && HEADER.test(raw))) return;
      try {
        const [fields = []] = parse(raw, { trim: true, relax_column_count: true }) as string[][];
        out.push({ line, fields });
      } catch (err) {
        out.push({ line, error: err instanceof CsvError ? err.message : 'unreadable line' });
      }
    });
  return out;
}
