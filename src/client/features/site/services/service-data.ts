import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Section, SectionType } from '@shared/catalog';
import { useContentLanguage } from '@/lib/content-language';
import { articleIndexQuery, articleQuery, categoriesQuery } from '@/lib/public-queries';
import { resolveServiceItem } from './article-selection';
import { itemTitle, sectionLabel } from './section-label';
import { buildSidebarItems } from './sidebar-items';

/** Spec section 2 and 9: these two sections refetch their sidebar every 5 s. */
const POLLED: readonly SectionType[] = ['value-added', 'overseas'];
const POLL_MS = 5_000;

/**
 * Everything a service page shows: the sidebar, merged from the section's lean index, and the
 * selected article, fetched in full by its id (the page loads no other article's content).
 */
export function useServiceData(section: Section, item: string) {
  const { t } = useTranslation(['site', 'common']);
  // only override the lists' 60 s interval where polling applies
  const poll = POLLED.includes(section.type) ? { refetchInterval: POLL_MS } : {};
  const lang = useContentLanguage();
  const index = useQuery({ ...articleIndexQuery(lang, { category: section.category }), ...poll });
  const categories = useQuery({ ...categoriesQuery(lang), ...poll });

  const sidebarItems = useMemo(() => buildSidebarItems(section, index.data ?? [], (key) => itemTitle(t, key), lang, lang), [section, index.data, t, lang]);
  const resolution = useMemo(() => (index.data ? resolveServiceItem(index.data, item, section) : null), [index.data, item, section]);
  // only the article this URL is the address of: a redirect or not-found shows no other article's content
  const entry = resolution?.kind === 'article' ? resolution.article : null;
  const article = useQuery({ ...articleQuery(entry?.id ?? 0, lang), enabled: entry !== null });
  const selected = entry ? (article.data ?? null) : null;
  const label = sectionLabel(section, categories.data, lang, t);

  const activeItem = sidebarItems.find((i) => i.id === item) ?? (entry ? sidebarItems.find((i) => i.articleId === entry.id) : undefined);

  /** Manual refresh (immigration, education): resolves true when the lists and the article came back fresh. */
  const refresh = async (): Promise<boolean> => {
    const results = await Promise.all([index.refetch(), categories.refetch(), ...(entry ? [article.refetch()] : [])]);
    return results.every((r) => !r.isError);
  };

  return {
    /** where this URL must go instead (302), or that it names nothing (404); null while the list loads */
    redirectTo: resolution?.kind === 'redirect' ? resolution.to : null,
    notFound: resolution?.kind === 'not-found',
    sidebarItems,
    selected,
    /** the selected entry's title, known before its article arrives */
    selectedTitle: entry?.title,
    label,
    activeItem,
    listLoading: index.isPending,
    listError: index.data ? null : index.error,
    articleLoading: index.isPending || (entry !== null && article.isPending),
    articleError: index.data ? (article.data === undefined ? article.error : null) : index.error,
    retry: () => void (index.data ? article.refetch() : index.refetch()),
    refresh,
  };
}
