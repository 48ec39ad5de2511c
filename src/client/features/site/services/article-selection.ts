import { articleSegment } from '@shared/article-path';
import type { Section, SectionType } from '@shared/catalog';
import { paths } from '@shared/paths';
import type { Article } from '@shared/schemas/articles';
import { withNotFoundMarker } from '@shared/not-found';

/**
 * Article selection by the item parameter of a service page (docs/product-spec.md, section 4): the article whose
 * articleId equals it; else 'article-{id}' naming the article's id; else the first article whose
 * title contains it; else the first article (education: the one with the highest weight).
 */
export function selectArticle<T extends Pick<Article, 'id' | 'articleId' | 'title' | 'weight'>>(articles: readonly T[], param: string, section: SectionType): T | null {
  return pickArticle(articles, param, section)?.article ?? null;
}

/** selectArticle, telling whether the parameter named the article or the section's fallback was taken. */
function pickArticle<T extends Pick<Article, 'id' | 'articleId' | 'title' | 'weight'>>(articles: readonly T[], param: string, section: SectionType): { article: T; fallback: boolean } | null {
  if (articles.length === 0) return null;

  const byArticleId = articles.find((a) => a.articleId !== null && a.articleId === param);
  if (byArticleId) return { article: byArticleId, fallback: false };

  const idMatch = /^article-(\d+)$/.exec(param);
  if (idMatch) {
    const byId = articles.find((a) => a.id === Number(idMatch[1]));
    if (byId) return { article: byId, fallback: false };
  }

  if (param) {
    const byTitle = articles.find((a) => a.title.includes(param));
    if (byTitle) return { article: byTitle, fallback: false };
  }

  if (section === 'education') {
    return { article: articles.reduce((best, a) => (a.weight > best.weight ? a : best)), fallback: true };
  }
  return { article: articles[0]!, fallback: true };
}

type ItemResolution<T> =
  /** the URL is the article's own address: show it */
  | { kind: 'article'; article: T }
  /**
   * the URL names the article some other way, or nothing (spec section 4's fallback): go to its own
   * address; the fallback's address carries the not-found marker (docs/decisions/0022-not-found-fallback.md)
   */
  | { kind: 'redirect'; article: T; to: string; fallback: boolean }
  /** 'article-{id}' naming no published article of the section */
  | { kind: 'not-found' }
  /** the section has no published article */
  | { kind: 'empty' };

/**
 * What a service page at {basePath}/{param} shows. No URL shows another page's content (docs/decisions/0022-not-found-fallback.md):
 * an unknown item, a draft's slug or a title fragment redirects to the selected article's own URL;
 * 'article-{id}' with an id that no published article of the section has is not found.
 */
export function resolveServiceItem<T extends Pick<Article, 'id' | 'articleId' | 'title' | 'weight'>>(articles: readonly T[], param: string, section: Section): ItemResolution<T> {
  const idMatch = /^article-(\d+)$/.exec(param);
  if (idMatch && !articles.some((a) => a.id === Number(idMatch[1]) || a.articleId === param)) return { kind: 'not-found' };
  const picked = pickArticle(articles, param, section.type);
  if (!picked) return { kind: 'empty' };
  const { article, fallback } = picked;
  const segment = articleSegment(article, section);
  if (segment === param) return { kind: 'article', article };
  const to = paths.serviceItem(section.basePath, segment);
  return { kind: 'redirect', article, to: fallback ? withNotFoundMarker(to) : to, fallback };
}
