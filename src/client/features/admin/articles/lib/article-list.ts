import { articleCategories } from '@shared/catalog';
import type { AdminArticle } from '@shared/schemas/articles';
import { englishStates, type EnglishState } from '@shared/schemas/translations';

export const PAGE_SIZE = 10;
export const MAX_PAGE_NUMBERS = 5;

export const statusTabs = ['all', 'published', 'draft', 'archived'] as const;
export type StatusTab = (typeof statusTabs)[number];
/** The tabs of the articles screen: all, the three statuses, then one per category (docs/product-spec.md, section 2). */
export type ArticleTab = StatusTab | (typeof articleCategories)[number];

export function isArticleTab(value: unknown): value is ArticleTab {
  return (statusTabs as readonly unknown[]).includes(value) || (articleCategories as readonly unknown[]).includes(value);
}

export interface ArticleFilters {
  tab: ArticleTab;
  search: string;
  /** 'all' or a category value */
  category: string;
  /** 'all' or a status, compared case-insensitively */
  status: string;
  /** 'all' or the English version's state (docs/decisions/0005-bilingual-content.md) */
  english: EnglishState | 'all';
}

export const emptyFilters: ArticleFilters = { tab: 'all', search: '', category: 'all', status: 'all', english: 'all' };

export const isEnglishState = (value: unknown): value is EnglishState => (englishStates as readonly unknown[]).includes(value);

type ListArticle = Pick<AdminArticle, 'id' | 'title' | 'status' | 'category' | 'updatedAt'> &
  Partial<Pick<AdminArticle, 'summary' | 'tags' | 'articleId' | 'englishState'>>;

const statusKey = (status: string | null | undefined) => (status ?? '').toLowerCase();

export function countByStatus(articles: readonly ListArticle[]) {
  const counts = { total: articles.length, published: 0, draft: 0, archived: 0 };
  for (const a of articles) {
    const key = statusKey(a.status);
    if (key === 'published' || key === 'draft' || key === 'archived') counts[key] += 1;
  }
  return counts;
}

export function countByCategory(articles: readonly ListArticle[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(articleCategories.map((c) => [c, 0]));
  for (const a of articles) counts[a.category] = (counts[a.category] ?? 0) + 1;
  return counts;
}

/** Count shown on a tab. */
export function tabCount(tab: ArticleTab, articles: readonly ListArticle[]): number {
  if (tab === 'all') return articles.length;
  if (tab === 'published' || tab === 'draft' || tab === 'archived') return countByStatus(articles)[tab];
  return countByCategory(articles)[tab] ?? 0;
}

function matchesSearch(a: ListArticle, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  const haystack = [a.title, a.summary ?? '', a.articleId ?? '', ...(a.tags ?? [])].join('\n').toLowerCase();
  return haystack.includes(q);
}

/** Tab, category, status (case-insensitive) and English state filters plus search; newest change first. */
export function filterArticles<T extends ListArticle>(articles: readonly T[], f: ArticleFilters): T[] {
  const status = f.status === 'all' ? null : statusKey(f.status);
  return articles
    .filter((a) => {
      if (f.tab === 'published' || f.tab === 'draft' || f.tab === 'archived') {
        if (statusKey(a.status) !== f.tab) return false;
      } else if (f.tab !== 'all' && a.category !== f.tab) return false;
      if (f.category !== 'all' && a.category !== f.category) return false;
      if (status && statusKey(a.status) !== status) return false;
      // a row without an English state (an older answer) has no English version
      if (f.english !== 'all' && (a.englishState ?? 'missing') !== f.english) return false;
      return matchesSearch(a, f.search);
    })
    .sort((a, b) => (Date.parse(b.updatedAt) || 0) - (Date.parse(a.updatedAt) || 0) || b.id - a.id);
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

/** One page of rows; a page past the end falls back to the last page. */
export function paginate<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): Page<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  const slice = items.slice(start, start + pageSize);
  return { items: slice, page: current, pageCount, from: total ? start + 1 : 0, to: start + slice.length, total };
}

/** At most five page numbers, centred on the current page where possible. */
export function pageNumbers(page: number, pageCount: number, max = MAX_PAGE_NUMBERS): number[] {
  const count = Math.min(max, pageCount);
  let first = Math.max(1, page - Math.floor(count / 2));
  first = Math.min(first, pageCount - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}
