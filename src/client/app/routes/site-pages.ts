import { lazy } from 'react';

/**
 * Pages in their own chunks, so the home page downloads none of them. The server renders them in
 * full and preloads their chunk (see `modules` in app/prefetch.ts); the browser hydrates them once
 * it has arrived. `src` is the key of the chunk in Vite's manifest.
 */
export const lazyPages = {
  services: {
    src: 'src/client/features/site/services/index.tsx',
    Component: lazy(() => import('@/features/site/services').then((m) => ({ default: m.ServicePage }))),
  },
  news: {
    src: 'src/client/features/site/news/index.tsx',
    Component: lazy(() => import('@/features/site/news').then((m) => ({ default: m.NewsPage }))),
  },
  techdocs: {
    src: 'src/client/features/site/techdocs/index.tsx',
    Component: lazy(() => import('@/features/site/techdocs').then((m) => ({ default: m.TechDocsPage }))),
  },
} as const;

export type LazyPage = keyof typeof lazyPages;
