import { sectionByCategory, type Section } from './catalog';
import { paths } from './paths';
import { isArticleSlug } from './article-slug';

export interface ArticlePathInput {
  id: number;
  articleId: string | null;
  category: string;
  type: string;
}

/**
 * The last segment of a service article's own URL: its articleId when that is a built-in item or a
 * readable slug (docs/decisions/0024-beyond-the-spec.md), else article-{id} (older articleIds that are neither keep that address).
 */
export function articleSegment(article: Pick<ArticlePathInput, 'id' | 'articleId'>, section: Pick<Section, 'items'>): string {
  const { articleId } = article;
  return articleId && (section.items.includes(articleId) || isArticleSlug(articleId)) ? articleId : `article-${article.id}`;
}

/**
 * The public page of an article: news at /news/{id}; a service article at {basePath}/{articleSegment}
 * (docs/product-spec.md, section 2 and 4). Null for an article whose category has no public page.
 */
export function articlePath(article: ArticlePathInput): string | null {
  if (article.type === 'news' || article.category === 'news') return paths.newsArticle(article.id);
  const section = sectionByCategory(article.category);
  if (!section) return null;
  return paths.serviceItem(section.basePath, articleSegment(article, section));
}
