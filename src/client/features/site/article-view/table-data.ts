import type { TableData } from '@shared/schemas/articles';

const cell = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/**
 * An article's tableData arrives as an object or as a JSON string (docs/product-spec.md, section 3). Anything that
 * is not a table with headers or rows gives null, so a malformed value never breaks the page.
 */
export function parseTableData(value: unknown): TableData | null {
  let raw = value;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return null;
    try {
      raw = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const obj = raw as { caption?: unknown; headers?: unknown; rows?: unknown };
  const headers = Array.isArray(obj.headers) ? obj.headers.map(cell) : [];
  const rows = Array.isArray(obj.rows) ? obj.rows.filter(Array.isArray).map((row: unknown[]) => row.map(cell)) : [];
  if (headers.length === 0 && rows.length === 0) return null;
  const caption = typeof obj.caption === 'string' && obj.caption.trim() ? obj.caption.trim() : undefined;
  return caption ? { caption, headers, rows } : { headers, rows };
}
