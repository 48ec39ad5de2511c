import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useContentLanguage } from '@/lib/content-language';
import { articlesByTypeQuery } from '@/lib/public-queries';
import { newsArticleQuery } from './news-query';
import { orderNews } from './news-order';

/** The ordered news list and the article of the route (from the list, else fetched on its own). */
export function useNewsData(id: number | null) {
  const lang = useContentLanguage();
  const list = useQuery(articlesByTypeQuery('news', lang));
  const news = useMemo(() => orderNews(list.data ?? []), [list.data]);
  const fromList = id === null ? undefined : news.find((a) => a.id === id);
  // an id missing from the list (an older or just-published article) is fetched by itself
  const single = useQuery({ ...newsArticleQuery(id ?? 0, lang), enabled: id !== null && !fromList && !list.isPending });
  const fetched = single.data && single.data.type === 'news' && single.data.status === 'Published' ? single.data : undefined;
  const article = fromList ?? fetched;

  // answered, but missing (null), not news or not published
  const notFound = id !== null && !article && single.isSuccess && !fetched;
  const articleLoading = id !== null && !article && !notFound && (list.isPending || single.isPending || single.isFetching);
  const articleError = id !== null && !article && !notFound && !articleLoading ? single.error : null;

  return { list, news, article, notFound, articleLoading, articleError };
}
