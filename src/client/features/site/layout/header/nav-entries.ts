import type { Section } from '@shared/catalog';
import type { Article } from '@shared/schemas/articles';
import { articlePath } from '@shared/article-path';

export interface NavEntry {
  key: string;
  href: string;
  label: string;
}

/**
 * A category dropdown's links: that category's published articles, weight descending then title
 * (docs/product-spec.md, section 2). Built-in items show their translated name, other articles their title.
 */
export function navEntries(
  section: Pick<Section, 'items'>,
  articles: readonly (Pick<Article, 'id' | 'articleId' | 'title' | 'weight' | 'category' | 'type'> & Partial<Pick<Article, 'status'>>)[],
  itemLabel: (itemKey: string) => string,
  locale?: string,
): NavEntry[] {
  return articles
    .filter((a) => a.status === undefined || a.status === 'Published')
    .sort((a, b) => b.weight - a.weight || a.title.localeCompare(b.title, locale))
    .flatMap((a) => {
      const href = articlePath(a);
      if (!href) return [];
      const builtIn = a.articleId !== null && section.items.includes(a.articleId);
      return [{ key: String(a.id), href, label: builtIn ? itemLabel(a.articleId!) : a.title }];
    });
}
