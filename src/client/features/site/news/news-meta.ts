import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@shared/languages';
import type { Article } from '@shared/schemas/articles';
import { articleQuery } from '@/lib/public-queries';
import type { PageMeta, SiteT } from '@/features/site/services';
import { newsPagesQuery } from './news-data';
import { listedNews, newestNewsPath, parseNewsId } from './news-order';

export interface NewsPageParams {
  id?: string;
}

/** Server rendering: the news list's first page (lean) and the requested article in full. */
export async function prefetchNewsPage(qc: QueryClient, params: NewsPageParams, lang: Language): Promise<void> {
  // no retries while a visitor waits for the first byte; the browser retries on its own
  const id = parseNewsId(params.id);
  await Promise.all([
    qc.prefetchInfiniteQuery({ ...newsPagesQuery(lang), retry: false }),
    id === null ? undefined : qc.prefetchQuery({ ...articleQuery(id, lang), retry: false }),
  ]);
}

/** Where /news goes once the list is loaded: the newest published news article (docs/product-spec.md, section 2). */
export function newsPageRedirect(qc: QueryClient, params: NewsPageParams, lang: Language): string | null {
  if (params.id !== undefined) return null;
  // an English /news goes to the newest news that exists in English
  return newestNewsPath(listedNews(qc.getQueryData(newsPagesQuery(lang).queryKey)?.pages[0] ?? [], lang));
}

/** The page's own title (without the brand) and description: the article's SEO description, else its summary. */
export function newsHead(article: Pick<Article, 'type' | 'title' | 'metaDescription' | 'summary'> | undefined, t: SiteT): PageMeta {
  if (article?.type !== 'news') return { title: t('news.title'), description: t('news.description') };
  return { title: article.title, description: article.metaDescription || article.summary || t('news.description') };
}
