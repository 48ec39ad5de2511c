import { useTranslation } from '@/i18n/use-translation';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { ArticleListRow } from '@shared/schemas/articles';
import { englishStateOf, LanguageStateBadge } from '../../shared/language-state-badge';
import { ArticleStatusBadge } from '../../shared/status-badge';
import { useIsDesktop } from '../../shared/use-media-query';
import { ArticleThumb } from './article-thumb';
import { ScheduleBadge } from './schedule-badge';
import { CategoryBadge, RowButtons, UpdatedDate, type RowActions } from './article-row-parts';
import { WeightInput } from './weight-input';

/** Rows of the current page: a table from 768 px, stacked cards below (docs/product-spec.md, section 2, row). */
export function ArticleTable({ articles, canEditWeight, ...actions }: RowActions & { articles: ArticleListRow[] }) {
  const { t } = useTranslation('admin');
  const desktop = useIsDesktop();
  const englishLabel = (state: string) => t('articles.englishBadge', { state });
  // an article without an author (the seeded ones) names nobody: with several roles the viewer is not its author
  const author = (a: ArticleListRow) => (a.authorName ? <p className="mt-0.5 text-xs text-muted-foreground">{t('articles.by', { username: a.authorName })}</p> : null);

  if (!desktop) {
    return (
      <ul className="divide-y rounded-lg border" data-testid="article-rows">
        {articles.map((a) => (
          <li key={a.id} data-testid="article-row" className="flex gap-3 p-3">
            <ArticleThumb src={a.imageUrl} />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-medium break-words">{a.title}</p>
              {author(a)}
              <div className="mt-2 flex flex-wrap items-center gap-1.5">
                <CategoryBadge category={a.category} />
                <ArticleStatusBadge status={a.status} />
                <ScheduleBadge article={a} />
                <LanguageStateBadge state={englishStateOf(a)} label={englishLabel} />
                <UpdatedDate value={a.updatedAt} />
                <WeightInput article={a} readOnly={!canEditWeight(a)} />
              </div>
            </div>
            <RowButtons article={a} vertical {...actions} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="rounded-lg border">
      <Table data-testid="article-rows">
        <TableHeader>
          <TableRow className="bg-muted/50 hover:bg-muted/50">
            <TableHead className="w-20 pl-4">{t('articles.table.image')}</TableHead>
            <TableHead>{t('articles.table.title')}</TableHead>
            <TableHead>{t('articles.table.category')}</TableHead>
            <TableHead>{t('articles.table.status')}</TableHead>
            <TableHead>{t('articles.table.english')}</TableHead>
            <TableHead>{t('articles.table.weight')}</TableHead>
            <TableHead>{t('articles.table.updated')}</TableHead>
            <TableHead className="pr-4 text-right">{t('articles.table.actions')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {articles.map((a) => (
            <TableRow key={a.id} data-testid="article-row">
              <TableCell className="pl-4">
                <ArticleThumb src={a.imageUrl} />
              </TableCell>
              <TableCell className="max-w-md whitespace-normal">
                <p className="line-clamp-2 font-medium">{a.title}</p>
                {author(a)}
              </TableCell>
              <TableCell>
                <CategoryBadge category={a.category} />
              </TableCell>
              <TableCell>
                <div className="flex flex-col items-start gap-1">
                  <ArticleStatusBadge status={a.status} />
                  <ScheduleBadge article={a} />
                </div>
              </TableCell>
              <TableCell data-testid="article-english">
                <LanguageStateBadge state={englishStateOf(a)} />
              </TableCell>
              <TableCell>
                <WeightInput article={a} readOnly={!canEditWeight(a)} />
              </TableCell>
              <TableCell>
                <UpdatedDate value={a.updatedAt} />
              </TableCell>
              <TableCell className="pr-4">
                <RowButtons article={a} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
