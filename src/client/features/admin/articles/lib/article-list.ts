import { articleCategories, articleStatuses, type ArticleCategory } from '@shared/catalog';
import { articleListTabs, articleStatusTabs, type ArticleCounts, type ArticleListPage, type ArticleListTab } from '@shared/schemas/articles';
import { englishStates, type EnglishState } from '@shared/schemas/translations';
import type { ArticleListRequest } from '../api/get-articles';

export const MAX_PAGE_NUMBERS = 5;

export const isArticleTab = (value: unknown): value is ArticleListTab => (articleListTabs as readonly unknown[]).includes(value);
export const isEnglishState = (value: unknown): value is EnglishState => (englishStates as readonly unknown[]).includes(value);
export const isCategory = (value: unknown): value is ArticleCategory => (articleCategories as readonly unknown[]).includes(value);
/** Statuses are compared case-insensitively (?status=DRAFT is the draft filter). */
export const isStatus = (value: string): boolean => articleStatuses.some((s) => s.toLowerCase() === value.toLowerCase());

export interface ArticleFilters {
  tab: ArticleListTab;
  search: string;
  /** 'all' or a category value */
  category: string;
  /** 'all' or a status, in any case */
  status: string;
  /** 'all' or the English version's state (docs/decisions/0005-bilingual-content.md) */
  english: EnglishState | 'all';
}

export const emptyFilters: ArticleFilters = { tab: 'all', search: '', category: 'all', status: 'all', english: 'all' };

/** The server's request for these filters, this page and this (debounced) search. */
export function listRequest(filters: ArticleFilters, page: number, search: string): ArticleListRequest {
  const { tab, category, status, english } = filters;
  return { page: Math.max(1, Math.floor(page) || 1), q: search.trim(), tab, category, status, english };
}

/** Count shown on a tab: every article, whatever the filters. */
export function tabCount(tab: ArticleListTab, counts: ArticleCounts): number {
  if (tab === 'all') return counts.total;
  if ((articleStatusTabs as readonly string[]).includes(tab)) return counts.byStatus[tab as keyof ArticleCounts['byStatus']];
  return counts.byCategory[tab as keyof ArticleCounts['byCategory']];
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  /** 1-based index of the first row shown (0 when empty) */
  from: number;
  to: number;
  total: number;
}

/** The pager's view of the server's page (which is the last one when the asked page is past the end). */
export function pageOf<T>(answer: Pick<ArticleListPage, 'total' | 'page' | 'pageSize'> & { articles: T[] }): Page<T> {
  const { articles, total, page, pageSize } = answer;
  const start = (page - 1) * pageSize;
  return { items: articles, page, pageCount: Math.max(1, Math.ceil(total / pageSize)), from: articles.length ? start + 1 : 0, to: start + articles.length, total };
}

/** At most five page numbers, centred on the current page where possible. */
export function pageNumbers(page: number, pageCount: number, max = MAX_PAGE_NUMBERS): number[] {
  const count = Math.min(max, pageCount);
  let first = Math.max(1, page - Math.floor(count / 2));
  first = Math.min(first, pageCount - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}
