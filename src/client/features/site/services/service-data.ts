import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Section, SectionType } from '@shared/catalog';
import { useContentLanguage } from '@/lib/content-language';
import { articlesByCategoryQuery, categoriesQuery } from '@/lib/public-queries';
import { selectArticle } from './article-selection';
import { itemTitle, sectionLabel } from './section-label';
import { buildSidebarItems } from './sidebar-items';

/** Spec section 2 and 9: these two sections refetch their sidebar every 5 s. */
const POLLED: readonly SectionType[] = ['value-added', 'overseas'];
const POLL_MS = 5_000;

/** Everything a service page shows: its articles, the merged sidebar and the selected article. */
export function useServiceData(section: Section, item: string) {
  const { t } = useTranslation(['site', 'common']);
  // only override the lists' 60 s interval where polling applies
  const poll = POLLED.includes(section.type) ? { refetchInterval: POLL_MS } : {};
  const lang = useContentLanguage();
  const articles = useQuery({ ...articlesByCategoryQuery(section.category, lang), ...poll });
  const categories = useQuery({ ...categoriesQuery(lang), ...poll });

  const sidebarItems = useMemo(
    () => buildSidebarItems(section, articles.data ?? [], (key) => itemTitle(t, key), lang),
    [section, articles.data, t, lang],
  );
  const selected = useMemo(() => selectArticle(articles.data ?? [], item, section.type), [articles.data, item, section.type]);
  const label = sectionLabel(section, categories.data, lang, t);

  const activeItem =
    sidebarItems.find((i) => i.id === item) ?? (selected ? sidebarItems.find((i) => i.articleId === selected.id) : undefined);

  /** Manual refresh (immigration, education): resolves true when both lists came back fresh. */
  const refresh = async (): Promise<boolean> => {
    const results = await Promise.all([articles.refetch(), categories.refetch()]);
    return results.every((r) => !r.isError);
  };

  return { articles, categories, sidebarItems, selected, label, activeItem, refresh };
}
