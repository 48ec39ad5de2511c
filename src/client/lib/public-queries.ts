import { queryOptions } from '@tanstack/react-query';
import type { Article } from '@shared/schemas/articles';
import type { Category } from '@shared/schemas/categories';
import type { ContactInfo } from '@shared/schemas/contact';
import { api, getWithFallback } from './api-client';

/**
 * Public data read by several site features (navigation, service pages, news, footer) and by the
 * server renderer's prefetch. Every key starts with 'public' so admin writes can invalidate them all.
 * Cache settings of spec section 9: lists fresh 60 s, refetched every 60 s and on focus; contact 10 min.
 */
const LIST = { staleTime: 60_000, refetchInterval: 60_000, refetchOnWindowFocus: true } as const;

export const publicKeys = {
  all: ['public'] as const,
  articles: () => ['public', 'articles'] as const,
  article: (id: number) => ['public', 'articles', 'id', id] as const,
  byCategory: (category: string) => ['public', 'articles', 'category', category] as const,
  byType: (type: string) => ['public', 'articles', 'type', type] as const,
  categories: () => ['public', 'categories'] as const,
  contact: () => ['public', 'contact'] as const,
};

export const publicArticlesQuery = () =>
  queryOptions({
    queryKey: publicKeys.articles(),
    queryFn: ({ signal }) => getWithFallback<Article[]>('/api/public/articles', '/api/articles', { signal }),
    ...LIST,
  });

export const publicArticleQuery = (id: number) =>
  queryOptions({
    queryKey: publicKeys.article(id),
    queryFn: ({ signal }) => getWithFallback<Article>(`/api/public/articles/${id}`, `/api/articles/${id}`, { signal }),
    staleTime: 60_000,
    retry: 2,
  });

export const articlesByCategoryQuery = (category: string) =>
  queryOptions({
    queryKey: publicKeys.byCategory(category),
    queryFn: ({ signal }) =>
      getWithFallback<Article[]>(
        `/api/public/articles/bycategory/${encodeURIComponent(category)}`,
        `/api/articles/bycategory/${encodeURIComponent(category)}`,
        { signal },
      ),
    ...LIST,
  });

export const articlesByTypeQuery = (type: 'service' | 'news') =>
  queryOptions({
    queryKey: publicKeys.byType(type),
    queryFn: ({ signal }) =>
      getWithFallback<Article[]>(`/api/public/articles/bytype/${type}`, `/api/articles/bytype/${type}`, { signal }),
    ...LIST,
  });

/** Categories: fresh 60 s, 3 retries 1 s apart, refetched on mount (spec section 9). */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: publicKeys.categories(),
    queryFn: ({ signal }) => api.get<Category[]>('/api/categories', { signal }),
    staleTime: 60_000,
    retry: 3,
    retryDelay: 1000,
    refetchOnMount: true,
  });

export const contactQuery = () =>
  queryOptions({
    queryKey: publicKeys.contact(),
    queryFn: ({ signal }) => api.get<ContactInfo>('/api/contact', { signal }),
    staleTime: 10 * 60_000,
  });
