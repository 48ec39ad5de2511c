import { sectionByCategory } from './catalog';
import { paths } from './paths';

export interface ArticlePathInput {
  id: number;
  articleId: string | null;
  category: string;
  type: string;
}

/**
 * The public page of an article: news at /news/{id}; a service article at {basePath}/{item} when its
 * articleId is a built-in item, else at {basePath}/article-{id} (docs/product-spec.md, section 2 and 4).
 * Null for an article whose category has no public page.
 */
export function articlePath(article: ArticlePathInput): string | null {
  if (article.type === 'news' || article.category === 'news') return paths.newsArticle(article.id);
  const section = sectionByCategory(article.category);
  if (!section) return null;
  const segment = article.articleId && section.items.includes(article.articleId) ? article.articleId : `article-${article.id}`;
  return paths.serviceItem(section.basePath, segment);
}
