import { useTranslation } from '@/i18n/use-translation';
import { cn } from '@/lib/utils';
import { parseTableData } from './table-data';

/** The optional table of an article (tableData: caption, headers, rows; object or JSON string). */
export function ArticleTable({ data, className }: { data: unknown; className?: string }) {
  const { t } = useTranslation();
  const table = parseTableData(data);
  if (!table) return null;
  const columns = Math.max(table.headers.length, ...table.rows.map((r) => r.length));

  return (
    <figure className={cn('my-8', className)}>
      {table.caption && (
        <figcaption className="mb-3 flex items-start gap-2 text-base font-semibold text-foreground">
          <span aria-hidden className="mt-2 h-2 w-2 shrink-0 rounded-full bg-accent" />
          {table.caption}
        </figcaption>
      )}
      {/* focusable so keyboard users can scroll a wide table (axe: scrollable-region-focusable) */}
      <div
        role="region"
        tabIndex={0}
        aria-label={table.caption ?? t('services.table.scrollHint')}
        className="overflow-x-auto rounded-lg border border-border shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <table className="w-full min-w-[32rem] border-collapse text-left text-sm md:text-[0.9375rem]">
          {table.headers.length > 0 && (
            <thead className="bg-primary text-primary-foreground">
              <tr>
                {Array.from({ length: columns }, (_, i) => (
                  <th key={i} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                    {table.headers[i] ?? ''}
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r} className="border-t border-border odd:bg-background even:bg-muted/60">
                {Array.from({ length: columns }, (_, c) => (
                  <td key={c} className={cn('px-4 py-3 align-top leading-relaxed', c === 0 && 'font-medium text-foreground')}>
                    {row[c] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-muted-foreground md:hidden">{t('services.table.scrollHint')}</p>
    </figure>
  );
}
