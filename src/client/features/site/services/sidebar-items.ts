import { articleSegment } from '@shared/article-path';
import type { Section } from '@shared/catalog';
import { listedIn, type Language } from '@shared/languages';
import type { ArticleIndexEntry } from '@shared/schemas/article-index';
import type { Article } from '@shared/schemas/articles';

/** One entry of a service page's sidebar (docs/product-spec.md, section 3, "Sidebar item"). */
export interface SidebarItem {
  /** the route segment: a built-in item key such as 'self-employed', the article's slug, or 'article-{id}' */
  id: string;
  title: string;
  type: Section['type'];
  /** common-namespace key of a built-in item's title, null for appended articles */
  translationKey: string | null;
  weight: number;
  isArticle: boolean;
  /** database id of the article behind the entry, null when a built-in item has none */
  articleId: number | null;
}

export const articleRouteId = (article: Pick<Article, 'id'>) => `article-${article.id}`;

/** What the sidebar needs of an article: the lean index's entries carry it. */
type SidebarArticle = Pick<Article, 'id' | 'articleId' | 'title' | 'weight'> & Partial<Pick<ArticleIndexEntry, 'lang'>>;

/**
 * The sidebar merging rule of docs/product-spec.md, section 4: built-in items take the weight and id of the article
 * whose articleId equals their key; articles matching no built-in item (by articleId, title or
 * 'article-{id}') are appended as their own entries; all sorted by weight descending, then title.
 * An appended article not in the page's language (English page, no English version) is left out:
 * the English sidebar shows only English titles; the article stays reachable at its address.
 */
export function buildSidebarItems(
  section: Pick<Section, 'type' | 'items'>,
  articles: readonly SidebarArticle[],
  titleOf: (itemKey: string) => string,
  locale?: string,
  pageLanguage?: Language,
): SidebarItem[] {
  const builtIn: SidebarItem[] = section.items.map((key) => {
    const article = articles.find((a) => a.articleId === key);
    return {
      id: key,
      title: titleOf(key),
      type: section.type,
      translationKey: `items.${key}`,
      weight: article?.weight ?? 0,
      isArticle: false,
      articleId: article?.id ?? null,
    };
  });

  const matchesBuiltIn = (a: SidebarArticle) =>
    builtIn.some((item) => item.id === a.articleId || item.title === a.title || item.id === articleRouteId(a));

  const extra: SidebarItem[] = articles
    .filter((a) => !matchesBuiltIn(a))
    .filter(listedIn(pageLanguage))
    .map((a) => ({
      // the article's own address, so a click never lands on a redirect
      id: articleSegment(a, section),
      title: a.title,
      type: section.type,
      translationKey: null,
      weight: a.weight,
      isArticle: true,
      articleId: a.id,
    }));

  return [...builtIn, ...extra].sort((a, b) => b.weight - a.weight || a.title.localeCompare(b.title, locale));
}
