import { useTranslation } from '@/i18n/use-translation';
import { cn } from '@/lib/utils';
import type { Column } from '../lib/table-csv';

/** Room for the first column (a page, a site) and for each figure's column, in rem. */
const FIRST_COLUMN_REM = 8;
const FIGURE_COLUMN_REM = 4.75;

/**
 * A report table. On a phone it fits its card while its columns do (an editor's three), and scrolls
 * sideways inside it past that rather than squeezing the figures; the first column wraps anywhere so
 * one long address does not widen the rest.
 */
export function DataTable<R>({ caption, columns, rows, rowKey }: { caption: string; columns: readonly Column<R>[]; rows: readonly R[]; rowKey: (row: R) => string }) {
  const { t } = useTranslation('admin');
  const cell = 'px-3 py-2 first:ps-0 last:pe-0';
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:-mx-5 sm:px-5">
      <table className="w-full text-sm" style={{ minWidth: `${FIRST_COLUMN_REM + (columns.length - 1) * FIGURE_COLUMN_REM}rem` }}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b text-xs text-muted-foreground">
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cn(cell, 'font-medium whitespace-nowrap', c.numeric ? 'text-end' : 'text-start')}>
                {c.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="py-6 text-center text-muted-foreground">
                {t('analytics.emptyTable')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-b last:border-0">
                {columns.map((c, i) =>
                  i === 0 ? (
                    <th key={c.key} scope="row" className={cn(cell, 'min-w-32 text-start font-normal [overflow-wrap:anywhere] sm:min-w-40')}>
                      {c.text(row)}
                    </th>
                  ) : (
                    <td key={c.key} className={cn(cell, 'whitespace-nowrap', c.numeric && 'text-end tabular-nums')}>
                      {c.text(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
