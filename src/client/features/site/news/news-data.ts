import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Language } from '@shared/languages';
import { useContentLanguage } from '@/lib/content-language';
import { pagedList } from '@/lib/paged-list';
import { articleIndexPagesQuery, articleQuery } from '@/lib/public-queries';
import { listedNews } from './news-order';

/** The news list's pages: the newest first, more on request (docs/decisions/0032-paged-lists.md). */
export const newsPagesQuery = (lang: Language) => articleIndexPagesQuery(lang, { type: 'news' });

/**
 * The ordered news list (the lean index, a page at a time) and the article of the route, fetched in
 * full by its id. `listProps` is what NewsList shows, with its "more news" action.
 */
export function useNewsData(id: number | null) {
  const lang = useContentLanguage();
  const list = useInfiniteQuery(newsPagesQuery(lang));
  const news = useMemo(() => listedNews(list.data?.pages.flat() ?? [], lang), [list.data, lang]);
  const single = useQuery({ ...articleQuery(id ?? 0, lang), enabled: id !== null });
  const article = single.data && single.data.type === 'news' && single.data.status === 'Published' ? single.data : undefined;

  // answered, but missing (null), not news or not published
  const notFound = id !== null && single.isSuccess && !article;
  const articleLoading = id !== null && single.isPending;
  const articleError = id !== null && !article && !notFound && !articleLoading ? single.error : null;

  return { list, listProps: { news, ...pagedList(list) }, news, article, notFound, articleLoading, articleError };
}
