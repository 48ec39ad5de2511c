import type { QueryClient } from '@tanstack/react-query';
import type { Article } from '@shared/schemas/articles';
import { articlesByTypeQuery } from '@/lib/public-queries';
import type { PageMeta } from '../services/service-meta';
import type { SiteT } from '../services/section-label';
import { newestNewsPath, parseNewsId } from './news-order';
import { newsArticleQuery } from './news-query';

export interface NewsPageParams {
  id?: string;
}

/** A cached news article: from the news list, else from its own query. */
export function cachedNewsArticle(qc: QueryClient, id: number): Article | undefined {
  const fromList = qc.getQueryData(articlesByTypeQuery('news').queryKey)?.find((a) => a.id === id);
  return fromList ?? qc.getQueryData(newsArticleQuery(id).queryKey) ?? undefined;
}

/** Server rendering: the news list and, when it is not in the list, the requested article. */
export async function prefetchNewsPage(qc: QueryClient, params: NewsPageParams): Promise<void> {
  // no retries while a visitor waits for the first byte; the browser retries on its own
  await qc.prefetchQuery({ ...articlesByTypeQuery('news'), retry: false });
  const id = parseNewsId(params.id);
  if (id !== null && !cachedNewsArticle(qc, id)) await qc.prefetchQuery({ ...newsArticleQuery(id), retry: false });
}

/** Where /news goes once the list is loaded: the newest published news article (spec section 2). */
export function newsPageRedirect(qc: QueryClient, params: NewsPageParams): string | null {
  if (params.id !== undefined) return null;
  return newestNewsPath(qc.getQueryData(articlesByTypeQuery('news').queryKey) ?? []);
}

/** The page's own title (without the brand) and description: the article's SEO description, else its summary. */
export function newsHead(article: Article | undefined, t: SiteT): PageMeta {
  if (article?.type !== 'news') return { title: t('news.title'), description: t('news.description') };
  return { title: article.title, description: article.metaDescription || article.summary || t('news.description') };
}

/** <title> (article title with the brand) and meta description of a prefetched news page. */
export function newsPageMeta(qc: QueryClient, params: NewsPageParams, t: SiteT): PageMeta {
  const id = parseNewsId(params.id);
  const head = newsHead(id === null ? undefined : cachedNewsArticle(qc, id), t);
  return { title: `${head.title} | ${t('common:brandFull')}`, description: head.description };
}
