import { Plus, Table2, Trash2, X } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { TableData } from '@shared/schemas/articles';

const newTable = (): TableData => ({ caption: '', headers: ['', ''], rows: [['', '']] });

/** Optional table under the article: caption, headings and rows; columns and rows added and removed. */
export function TableDataEditor({ value, onChange }: { value: TableData | null; onChange: (table: TableData | null) => void }) {
  const { t } = useTranslation('admin');
  if (!value) {
    return (
      <div className="flex flex-col items-start gap-2 rounded-lg border border-dashed p-4">
        <p className="text-sm font-medium">{t('articleForm.table.title')}</p>
        <p className="text-xs text-muted-foreground">{t('articleForm.table.hint')}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => onChange(newTable())}>
          <Table2 aria-hidden="true" />
          {t('articleForm.table.add')}
        </Button>
      </div>
    );
  }

  const columns = Math.max(value.headers.length, ...value.rows.map((r) => r.length), 1);
  const pad = (cells: string[]) => Array.from({ length: columns }, (_, i) => cells[i] ?? '');
  const set = (patch: Partial<TableData>) => onChange({ ...value, ...patch });
  const headers = pad(value.headers);
  const rows = value.rows.map(pad);

  return (
    <div role="group" aria-labelledby="table-editor-title" className="grid gap-3 rounded-lg border p-4" data-testid="table-editor">
      <div className="flex items-center justify-between gap-2">
        <p id="table-editor-title" className="text-sm font-medium">
          {t('articleForm.table.title')}
        </p>
        <Button type="button" variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={() => onChange(null)}>
          <Trash2 aria-hidden="true" />
          {t('articleForm.table.remove')}
        </Button>
      </div>
      <Input
        value={value.caption ?? ''}
        onChange={(e) => set({ caption: e.target.value })}
        placeholder={t('articleForm.table.captionPlaceholder')}
        aria-label={t('articleForm.table.caption')}
      />
      <div className="overflow-x-auto">
        <table className="w-full border-separate border-spacing-1">
          <thead>
            <tr>
              {headers.map((h, c) => (
                <th key={c} className="min-w-32 align-bottom">
                  <div className="flex items-center gap-1">
                    <Input
                      value={h}
                      onChange={(e) => set({ headers: headers.map((x, i) => (i === c ? e.target.value : x)) })}
                      aria-label={t('articleForm.table.header', { n: c + 1 })}
                      placeholder={t('articleForm.table.header', { n: c + 1 })}
                      className="font-semibold"
                    />
                    {columns > 1 && (
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-7"
                        onClick={() => set({ headers: headers.filter((_, i) => i !== c), rows: rows.map((r) => r.filter((_, i) => i !== c)) })}
                        aria-label={t('articleForm.table.removeColumn', { n: c + 1 })}
                      >
                        <X />
                      </Button>
                    )}
                  </div>
                </th>
              ))}
              <th className="w-8" />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => (
                  <td key={c}>
                    <Input
                      value={cell}
                      onChange={(e) => set({ rows: rows.map((x, i) => (i === r ? x.map((y, j) => (j === c ? e.target.value : y)) : x)) })}
                      aria-label={t('articleForm.table.cell', { row: r + 1, col: c + 1 })}
                    />
                  </td>
                ))}
                <td>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    onClick={() => set({ rows: rows.filter((_, i) => i !== r) })}
                    aria-label={t('articleForm.table.removeRow', { n: r + 1 })}
                  >
                    <Trash2 />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => set({ headers: [...headers, ''], rows: rows.map((r) => [...r, '']) })}>
          <Plus aria-hidden="true" />
          {t('articleForm.table.addColumn')}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => set({ headers, rows: [...rows, Array.from({ length: columns }, () => '')] })}>
          <Plus aria-hidden="true" />
          {t('articleForm.table.addRow')}
        </Button>
      </div>
    </div>
  );
}
