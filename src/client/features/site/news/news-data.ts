import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useContentLanguage } from '@/lib/content-language';
import { articleIndexQuery, articleQuery } from '@/lib/public-queries';
import { listedNews } from './news-order';

/** The ordered news list (the lean index) and the article of the route, fetched in full by its id. */
export function useNewsData(id: number | null) {
  const lang = useContentLanguage();
  const list = useQuery(articleIndexQuery(lang, { type: 'news' }));
  const news = useMemo(() => listedNews(list.data ?? [], lang), [list.data, lang]);
  const single = useQuery({ ...articleQuery(id ?? 0, lang), enabled: id !== null });
  const article = single.data && single.data.type === 'news' && single.data.status === 'Published' ? single.data : undefined;

  // answered, but missing (null), not news or not published
  const notFound = id !== null && single.isSuccess && !article;
  const articleLoading = id !== null && single.isPending;
  const articleError = id !== null && !article && !notFound && !articleLoading ? single.error : null;

  return { list, news, article, notFound, articleLoading, articleError };
}
