import type { SectionType } from '@shared/catalog';
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
