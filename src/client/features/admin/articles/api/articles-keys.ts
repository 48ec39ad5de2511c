import type { QueryClient } from '@tanstack/react-query';
import { publicKeys } from '@/lib/public-queries';
import type { ArticleListRequest } from './get-articles';

export const adminArticleKeys = {
  all: ['admin', 'articles'] as const,
  /** every page of the list, whatever its filters */
  list: () => ['admin', 'articles', 'list'] as const,
  page: (request: ArticleListRequest) => ['admin', 'articles', 'list', request] as const,
  detail: (id: number) => ['admin', 'articles', 'detail', id] as const,
};

/** After a create or a delete every cached query may be stale: invalidate everything (docs/product-spec.md, section 4). */
export function invalidateAfterCreateOrDelete(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries();
}

/** After an update: that article, the lists and its category (old and new when it moved; docs/product-spec.md, section 4). */
export function invalidateAfterUpdate(qc: QueryClient, id: number, categories: readonly (string | null | undefined)[]): Promise<unknown> {
  const distinct = [...new Set(categories.filter((c): c is string => Boolean(c)))];
  return Promise.all([
    qc.invalidateQueries({ queryKey: adminArticleKeys.detail(id) }),
    qc.invalidateQueries({ queryKey: publicKeys.article(id) }),
    qc.invalidateQueries({ queryKey: adminArticleKeys.list() }),
    qc.invalidateQueries({ queryKey: publicKeys.articles() }),
    qc.invalidateQueries({ queryKey: ['public', 'articles', 'type'] }),
    // the lean index (menus, sidebars, the news list): titles, weights and categories may have changed
    qc.invalidateQueries({ queryKey: ['public', 'articles', 'index'] }),
    ...distinct.map((c) => qc.invalidateQueries({ queryKey: publicKeys.byCategory(c) })),
  ]);
}
