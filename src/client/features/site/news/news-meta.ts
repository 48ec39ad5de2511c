import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@shared/languages';
import type { Article } from '@shared/schemas/articles';
import { articlesByTypeQuery } from '@/lib/public-queries';
import type { PageMeta, SiteT } from '@/features/site/services';
import { newestNewsPath, parseNewsId } from './news-order';
import { newsArticleQuery } from './news-query';

export interface NewsPageParams {
  id?: string;
}

/** A cached news article: from the news list, else from its own query. */
export function cachedNewsArticle(qc: QueryClient, id: number, lang: Language): Article | undefined {
  const fromList = qc.getQueryData(articlesByTypeQuery('news', lang).queryKey)?.find((a) => a.id === id);
  return fromList ?? qc.getQueryData(newsArticleQuery(id, lang).queryKey) ?? undefined;
}

/** Server rendering: the news list and, when it is not in the list, the requested article. */
export async function prefetchNewsPage(qc: QueryClient, params: NewsPageParams, lang: Language): Promise<void> {
  // no retries while a visitor waits for the first byte; the browser retries on its own
  await qc.prefetchQuery({ ...articlesByTypeQuery('news', lang), retry: false });
  const id = parseNewsId(params.id);
  if (id !== null && !cachedNewsArticle(qc, id, lang)) await qc.prefetchQuery({ ...newsArticleQuery(id, lang), retry: false });
}

/** Where /news goes once the list is loaded: the newest published news article (docs/product-spec.md, section 2). */
export function newsPageRedirect(qc: QueryClient, params: NewsPageParams, lang: Language): string | null {
  if (params.id !== undefined) return null;
  return newestNewsPath(qc.getQueryData(articlesByTypeQuery('news', lang).queryKey) ?? []);
}

/** The page's own title (without the brand) and description: the article's SEO description, else its summary. */
export function newsHead(article: Article | undefined, t: SiteT): PageMeta {
  if (article?.type !== 'news') return { title: t('news.title'), description: t('news.description') };
  return { title: article.title, description: article.metaDescription || article.summary || t('news.description') };
}
