import { queryOptions } from '@tanstack/react-query';
import type { Language } from '@shared/languages';
import type { PublicArticle as Article } from '@shared/schemas/articles';
import type { Category } from '@shared/schemas/categories';
import type { ContactInfo } from '@shared/schemas/contact';
import { apiFor } from './api-client';

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
  article: (id: number, lang?: Language) => inLang(['public', 'articles', 'id', id] as const, lang),
  byCategory: (category: string, lang?: Language) => inLang(['public', 'articles', 'category', category] as const, lang),
  byType: (type: string, lang?: Language) => inLang(['public', 'articles', 'type', type] as const, lang),
  categories: (lang?: Language) => inLang(['public', 'categories'] as const, lang),
  contact: (lang?: Language) => inLang(['public', 'contact'] as const, lang),
};

/** A public read's URL in a language. */
export const withLang = (url: string, lang: Language) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;

export const publicArticlesQuery = (lang: Language) =>
  queryOptions({
    queryKey: publicKeys.articles(lang),
    queryFn: ({ signal, client }) => apiFor(client).getWithFallback<Article[]>(withLang('/api/public/articles', lang), withLang('/api/articles', lang), { signal }),
    ...LIST,
  });

export const articlesByCategoryQuery = (category: string, lang: Language) =>
  queryOptions({
    queryKey: publicKeys.byCategory(category, lang),
    queryFn: ({ signal, client }) => {
      const path = `/articles/bycategory/${encodeURIComponent(category)}`;
      return apiFor(client).getWithFallback<Article[]>(withLang(`/api/public${path}`, lang), withLang(`/api${path}`, lang), { signal });
    },
    ...LIST,
  });

export const articlesByTypeQuery = (type: 'service' | 'news', lang: Language) =>
  queryOptions({
    queryKey: publicKeys.byType(type, lang),
    queryFn: ({ signal, client }) =>
      apiFor(client).getWithFallback<Article[]>(withLang(`/api/public/articles/bytype/${type}`, lang), withLang(`/api/articles/bytype/${type}`, lang), { signal }),
    ...LIST,
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
