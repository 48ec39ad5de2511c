import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Section, SectionType } from '@shared/catalog';
import { useContentLanguage } from '@/lib/content-language';
import { pagedList } from '@/lib/paged-list';
import { articleIndexItemQuery, articleIndexPagesQuery, articleQuery, categoriesQuery } from '@/lib/public-queries';
import { resolveServiceItem } from './article-selection';
import { itemTitle, sectionLabel } from './section-label';
import { buildSidebarItems } from './sidebar-items';

/** Spec section 2 and 9: these two sections refetch their sidebar every 5 s. */
const POLLED: readonly SectionType[] = ['value-added', 'overseas'];
const POLL_MS = 5_000;

/**
 * Everything a service page shows: the sidebar, merged from the section's lean index a page at a
 * time, and the selected article, named by the server's selection for the URL's item and fetched in
 * full by its id (the page loads no other article's content, nor the section's whole list:
 * docs/decisions/0032-paged-lists.md).
 */
export function useServiceData(section: Section, item: string) {
  const { t } = useTranslation(['site', 'common']);
  // only override the lists' 60 s interval where polling applies
  const poll = POLLED.includes(section.type) ? { refetchInterval: POLL_MS } : {};
  const lang = useContentLanguage();
  const pages = useInfiniteQuery({ ...articleIndexPagesQuery(lang, { category: section.category }), ...poll });
  const selection = useQuery({ ...articleIndexItemQuery(lang, section.category, item), ...poll });
  const categories = useQuery({ ...categoriesQuery(lang), ...poll });

  const listed = useMemo(() => pages.data?.pages.flat() ?? [], [pages.data]);
  const sidebarItems = useMemo(() => buildSidebarItems(section, listed, (key) => itemTitle(t, key), lang, lang), [section, listed, t, lang]);
  // the rule's pick resolved as the whole list would be: its own address, a redirect to it, or not found
  const resolution = useMemo(
    () => (selection.data === undefined ? null : resolveServiceItem(selection.data ? [selection.data] : [], item, section)),
    [selection.data, item, section],
  );
  // only the article this URL is the address of: a redirect or not-found shows no other article's content
  const entry = resolution?.kind === 'article' ? resolution.article : null;
  const article = useQuery({ ...articleQuery(entry?.id ?? 0, lang), enabled: entry !== null });
  const selected = entry ? (article.data ?? null) : null;
  const label = sectionLabel(section, categories.data, lang, t);
  const list = pagedList(pages);

  const activeItem = sidebarItems.find((i) => i.id === item) ?? (entry ? sidebarItems.find((i) => i.articleId === entry.id) : undefined);
  const selectionKnown = selection.data !== undefined;

  /** Manual refresh (immigration, education): resolves true when the lists and the article came back fresh. */
  const refresh = async (): Promise<boolean> => {
    const results = await Promise.all([pages.refetch(), selection.refetch(), categories.refetch(), ...(entry ? [article.refetch()] : [])]);
    return results.every((r) => !r.isError);
  };

  return {
    /** where this URL must go instead (302), or that it names nothing (404); null while the selection loads */
    redirectTo: resolution?.kind === 'redirect' ? resolution.to : null,
    notFound: resolution?.kind === 'not-found',
    sidebarItems,
    selected,
    /** the selected entry's title, known before its article arrives */
    selectedTitle: entry?.title,
    label,
    activeItem,
    listLoading: list.loading,
    listError: list.error,
    /** the sidebar's next page, when the section has more articles than it shows */
    listMore: list.more,
    articleLoading: selection.isPending || (entry !== null && article.isPending),
    articleError: selectionKnown ? (article.data === undefined ? article.error : null) : selection.error,
    retry: () => void (selectionKnown ? article.refetch() : selection.refetch()),
    refresh,
  };
}
