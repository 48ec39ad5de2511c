import { articleSegment } from '@shared/article-path';
import type { Section, SectionType } from '@shared/catalog';
import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';

/**
 * Article selection by the item parameter of a service page (docs/product-spec.md, section 4): the article whose
 * articleId equals it; else 'article-{id}' naming the article's id; else the first article whose
 * title contains it; else the first article (education: the one with the highest weight).
 */
export function selectArticle<T extends Pick<Article, 'id' | 'articleId' | 'title' | 'weight'>>(articles: readonly T[], param: string, section: SectionType): T | null {
  if (articles.length === 0) return null;

  const byArticleId = articles.find((a) => a.articleId !== null && a.articleId === param);
  if (byArticleId) return byArticleId;

  const idMatch = /^article-(\d+)$/.exec(param);
  if (idMatch) {
    const byId = articles.find((a) => a.id === Number(idMatch[1]));
    if (byId) return byId;
  }

  if (param) {
    const byTitle = articles.find((a) => a.title.includes(param));
    if (byTitle) return byTitle;
  }

  if (section === 'education') {
    return articles.reduce((best, a) => (a.weight > best.weight ? a : best));
  }
  return articles[0]!;
}

type ItemResolution<T> =
  /** the URL is the article's own address: show it */
  | { kind: 'article'; article: T }
  /** the URL names the article some other way, or nothing (spec section 4's fallback): go to its own address */
  | { kind: 'redirect'; article: T; to: string }
  /** 'article-{id}' naming no published article of the section */
  | { kind: 'not-found' }
  /** the section has no published article */
  | { kind: 'empty' };

/**
 * What a service page at {basePath}/{param} shows. No URL shows another page's content (issue 14):
 * an unknown item, a draft's slug or a title fragment redirects to the selected article's own URL;
 * 'article-{id}' with an id that no published article of the section has is not found.
 */
export function resolveServiceItem<T extends Pick<Article, 'id' | 'articleId' | 'title' | 'weight'>>(articles: readonly T[], param: string, section: Section): ItemResolution<T> {
  const idMatch = /^article-(\d+)$/.exec(param);
  if (idMatch && !articles.some((a) => a.id === Number(idMatch[1]) || a.articleId === param)) return { kind: 'not-found' };
  const article = selectArticle(articles, param, section.type);
  if (!article) return { kind: 'empty' };
  const segment = articleSegment(article, section);
  return segment === param ? { kind: 'article', article } : { kind: 'redirect', article, to: paths.serviceItem(section.basePath, segment) };
}
