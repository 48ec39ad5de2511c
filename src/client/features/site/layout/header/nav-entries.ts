import type { Section } from '@shared/catalog';
import { listedIn, type Language } from '@shared/languages';
import type { ArticleIndexEntry } from '@shared/schemas/article-index';
import type { Article } from '@shared/schemas/articles';
import { articlePath } from '@shared/article-path';

export interface NavEntry {
  key: string;
  href: string;
  label: string;
}

/**
 * A category dropdown's links: that category's published articles, weight descending then title
 * (docs/product-spec.md, section 2). Built-in items show their translated name, other articles their title;
 * on an English page an article without an English version is left out (it stays reachable at its
 * English address, with its translation notice), so no menu lists a Chinese title.
 */
export function navEntries(
  section: Pick<Section, 'items'>,
  articles: readonly (Pick<Article, 'id' | 'articleId' | 'title' | 'weight' | 'category' | 'type'> & Partial<Pick<Article, 'status'> & Pick<ArticleIndexEntry, 'lang'>>)[],
  itemLabel: (itemKey: string) => string,
  locale?: string,
  pageLanguage?: Language,
): NavEntry[] {
  const isBuiltIn = (a: (typeof articles)[number]) => a.articleId !== null && section.items.includes(a.articleId);
  const listed = listedIn(pageLanguage);
  return articles
    .filter((a) => a.status === undefined || a.status === 'Published')
    .filter((a) => listed(a) || isBuiltIn(a))
    .sort((a, b) => b.weight - a.weight || a.title.localeCompare(b.title, locale))
    .flatMap((a) => {
      const href = articlePath(a);
      if (!href) return [];
      return [{ key: String(a.id), href, label: isBuiltIn(a) ? itemLabel(a.articleId!) : a.title }];
    });
}
