import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Language } from '@shared/languages';
import type { ArticleIndexEntry, ArticleIndexFilter } from '@shared/schemas/article-index';
import type { PublicArticle as Article } from '@shared/schemas/articles';
import type { Category } from '@shared/schemas/categories';
import type { ContactInfo } from '@shared/schemas/contact';
import { ApiError, apiFor } from './api-client';

/**
 * Public data read by several site features (navigation, service pages, news, footer) and by the
 * server renderer's prefetch, in the page's language (`?lang=` on the read, the language in the
 * key). Every key starts with 'public' so admin writes can invalidate them all. Cache settings of
 * docs/product-spec.md, section 9: lists fresh 60 s, refetched every 60 s and on focus; contact 10 min.
 */
const LIST = { staleTime: 60_000, refetchInterval: 60_000, refetchOnWindowFocus: true } as const;

/** Each key ends with the language; without one, a builder gives the prefix covering both languages. */
const inLang = <K extends readonly unknown[]>(key: K, lang?: Language) => (lang ? ([...key, lang] as const) : key);

export const publicKeys = {
  all: ['public'] as const,
  articles: (lang?: Language) => inLang(['public', 'articles', 'all'] as const, lang),
  /** the lean index, all or one type or category; ['public', 'articles'] covers it with the full lists */
  index: (filter: ArticleIndexFilter = {}, lang?: Language) => inLang(['public', 'articles', 'index', filter.type ?? '*', filter.category ?? '*'] as const, lang),
  article: (id: number, lang?: Language) => inLang(['public', 'articles', 'id', id] as const, lang),
  byCategory: (category: string, lang?: Language) => inLang(['public', 'articles', 'category', category] as const, lang),
  byType: (type: string, lang?: Language) => inLang(['public', 'articles', 'type', type] as const, lang),
  categories: (lang?: Language) => inLang(['public', 'categories'] as const, lang),
  contact: (lang?: Language) => inLang(['public', 'contact'] as const, lang),
};

/** A public read's URL in a language. */
export const withLang = (url: string, lang: Language) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;

/**
 * The lean index of published articles (no content), all or one type or category: what menus,
 * sidebars, lists and redirects need. A page fetches the full article it shows with articleQuery.
 */
export const articleIndexQuery = (lang: Language, filter: ArticleIndexFilter = {}) =>
  queryOptions({
    queryKey: publicKeys.index(filter, lang),
    queryFn: ({ signal, client }) => apiFor(client).get<ArticleIndexEntry[]>(indexUrl(filter, lang), { signal }),
    ...LIST,
  });

/** The index's address for a filter (and a page of it) in a language; only the parameters given. */
function indexUrl({ type, category, limit, after }: ArticleIndexFilter, lang: Language): string {
  const query = new URLSearchParams({
    ...(type ? { type } : {}),
    ...(category ? { category } : {}),
    ...(limit ? { limit: String(limit) } : {}),
    ...(after ? { after: String(after) } : {}),
    lang,
  });
  return `/api/public/article-index?${query}`;
}

/** How many entries one page of a paged list holds (the news list, a service sidebar, a section's menu). */
export const INDEX_PAGE_SIZE = 20;

/**
 * A long list of the lean index read a page at a time (docs/decisions/0032-paged-lists.md): ten
 * years of news is 8,000 titles, so the news list shows the newest 20 and more on request, and a
 * section's sidebar and menu its first 20 by weight. Each
 * page continues after the last id of the one before; a short page is the last. In English, pages
 * hold only what an English page lists (articles with an English version).
 */
export const articleIndexPagesQuery = (lang: Language, filter: Pick<ArticleIndexFilter, 'type' | 'category'>) =>
  infiniteQueryOptions({
    queryKey: [...publicKeys.index(filter, lang), 'pages', INDEX_PAGE_SIZE] as const,
    queryFn: ({ signal, client, pageParam }) => apiFor(client).get<ArticleIndexEntry[]>(indexUrl({ ...filter, limit: INDEX_PAGE_SIZE, after: pageParam || undefined }, lang), { signal }),
    initialPageParam: 0,
    getNextPageParam: (last: ArticleIndexEntry[]) => (last.length < INDEX_PAGE_SIZE ? undefined : last.at(-1)?.id),
    ...LIST,
  });

/**
 * The entry a service page's item names in its section's category, by the spec's selection rule
 * (the server's `GET /api/public/article-index/item`), or null when the category has none: the page
 * resolves its address from it without reading the category's whole list.
 */
export const articleIndexItemQuery = (lang: Language, category: NonNullable<ArticleIndexFilter['category']>, item: string) =>
  queryOptions({
    queryKey: [...publicKeys.index({ category }, lang), 'item', item] as const,
    queryFn: ({ signal, client }) =>
      apiFor(client).get<ArticleIndexEntry | null>(`/api/public/article-index/item?${new URLSearchParams({ category, item, lang })}`, { signal }),
    ...LIST,
  });

/**
 * One published article in full, by id. A 404 resolves to null (not an error), so a server render
 * that found nothing hands the browser the same answer and the not-found screen hydrates without a
 * mismatch. The key sits under the article's public key, so invalidating that article (or
 * everything public) refreshes it too.
 */
export const articleQuery = (id: number, lang: Language) =>
  queryOptions({
    queryKey: [...publicKeys.article(id, lang), 'or-null'] as const,
    queryFn: async ({ signal, client }): Promise<Article | null> => {
      return orNull(apiFor(client).getWithFallback<Article>(withLang(`/api/public/articles/${id}`, lang), withLang(`/api/articles/${id}`, lang), { signal }));
    },
    staleTime: 60_000,
    retry: 2,
  });

/** A 404 as null: an address that names nothing is an answer, not an error (the not-found screen hydrates the same). */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/**
 * The published article an /article/{ref} address names: the one whose articleId is `ref`, else the
 * one of the id it holds ('123' or 'article-123'); null when none. One article's cached read each,
 * not the index of every article (issue 31: that is megabytes at ten thousand articles).
 */
export const articleAddressQuery = (ref: string, lang: Language) =>
  queryOptions({
    queryKey: ['public', 'articles', 'address', ref, lang] as const,
    queryFn: async ({ signal, client }): Promise<Article | null> => {
      const api = apiFor(client);
      const published = (a: Article | null) => (a?.status === 'Published' ? a : null);
      const bySlug = published(await orNull(api.get<Article>(withLang(`/api/articles/byarticleid/${encodeURIComponent(ref)}`, lang), { signal })));
      const id = /^(?:article-)?(\d{1,10})$/.exec(ref)?.[1];
      return bySlug ?? (id ? published(await orNull(api.get<Article>(withLang(`/api/public/articles/${id}`, lang), { signal }))) : null);
    },
    staleTime: 60_000,
  });

/** Categories: fresh 60 s, 3 retries 1 s apart, refetched on mount (docs/product-spec.md, section 9). */
export const categoriesQuery = (lang: Language) =>
  queryOptions({
    queryKey: publicKeys.categories(lang),
    queryFn: ({ signal, client }) => apiFor(client).get<Category[]>(withLang('/api/categories', lang), { signal }),
    staleTime: 60_000,
    retry: 3,
    retryDelay: 1000,
    refetchOnMount: true,
  });

export const contactQuery = (lang: Language) =>
  queryOptions({
    queryKey: publicKeys.contact(lang),
    queryFn: ({ signal, client }) => apiFor(client).get<ContactInfo>(withLang('/api/contact', lang), { signal }),
    staleTime: 10 * 60_000,
  });
