import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@shared/paths';
import type { Category } from '@shared/schemas/categories';
import { PageHeader } from '../shared/page-header';
import { useIsDesktop } from '../shared/use-media-query';
import { useAdminTitle } from '../shared/use-admin-title';
import { useAdminCategories } from './api/get-categories';
import { CategoryEditDialog } from './components/category-edit-dialog';
import { ListLoadFailed, ListLoading } from '../shared/list-states';

/** ID, type, name, English name, translation key, base path, edit; 'total N main categories' (docs/product-spec.md, section 2). */
export default function CategoriesPage() {
  const { t } = useTranslation('admin');
  useAdminTitle(t('categories.title'));
  const query = useAdminCategories();
  const [editing, setEditing] = useState<Category | null>(null);
  const desktop = useIsDesktop();
  const categories = query.data ?? [];
  const c = 'categories.table' as const;

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={t('categories.title')} description={t('categories.description')} />
      <section className="rounded-xl border bg-background shadow-xs">
        {query.isPending ? (
          <ListLoading />
        ) : query.isError && !query.data ? (
          <ListLoadFailed title={t('categories.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : !desktop ? (
          <ul className="divide-y">
            {categories.length === 0 && <li className="py-10 text-center text-muted-foreground">{t('categories.empty')}</li>}
            {categories.map((cat) => (
              <li key={cat.id} data-testid="category-row" className="flex items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {cat.title} <span className="text-xs font-normal text-muted-foreground">#{cat.id}</span>
                  </p>
                  <p className="text-sm text-muted-foreground" lang="en" data-testid="category-title-en">
                    {cat.titleEn || t('categories.noEnglish')}
                  </p>
                  <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
                    <code className="rounded bg-muted px-1.5 py-0.5">{cat.type}</code>
                    <code>{cat.basePath || paths.section(cat.type)}</code>
                    <span>{cat.translationKey || '—'}</span>
                  </p>
                </div>
                <Button variant="outline" size="sm" onClick={() => setEditing(cat)} aria-label={t('categories.editLabel', { name: cat.title })}>
                  <Pencil aria-hidden="true" />
                  {t('shared.actions.edit')}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <Table>
            <TableHeader>
              <TableRow className="bg-muted/50 hover:bg-muted/50">
                <TableHead className="pl-5">{t(`${c}.id`)}</TableHead>
                <TableHead>{t(`${c}.type`)}</TableHead>
                <TableHead>{t(`${c}.name`)}</TableHead>
                <TableHead>{t(`${c}.nameEn`)}</TableHead>
                <TableHead>{t(`${c}.translationKey`)}</TableHead>
                <TableHead>{t(`${c}.basePath`)}</TableHead>
                <TableHead className="pr-5 text-right">{t(`${c}.actions`)}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {categories.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7} className="py-10 text-center text-muted-foreground">
                    {t('categories.empty')}
                  </TableCell>
                </TableRow>
              )}
              {categories.map((cat) => (
                <TableRow key={cat.id} data-testid="category-row">
                  <TableCell className="pl-5 tabular-nums text-muted-foreground">{cat.id}</TableCell>
                  <TableCell>
                    <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{cat.type}</code>
                  </TableCell>
                  <TableCell className="font-medium">{cat.title}</TableCell>
                  <TableCell data-testid="category-title-en">
                    {cat.titleEn ? <span lang="en">{cat.titleEn}</span> : <span className="text-muted-foreground">—</span>}
                  </TableCell>
                  <TableCell className="text-muted-foreground">{cat.translationKey || '—'}</TableCell>
                  <TableCell>
                    <code className="text-xs">{cat.basePath || paths.section(cat.type)}</code>
                  </TableCell>
                  <TableCell className="pr-5 text-right">
                    <Button variant="ghost" size="sm" onClick={() => setEditing(cat)} aria-label={t('categories.editLabel', { name: cat.title })}>
                      <Pencil aria-hidden="true" />
                      <span className="hidden sm:inline">{t('shared.actions.edit')}</span>
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {query.data && (
          <p className="border-t px-5 py-3 text-sm text-muted-foreground" data-testid="categories-total">
            {t('categories.total', { count: categories.length })}
          </p>
        )}
      </section>
      {editing && <CategoryEditDialog key={editing.id} category={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
