import fs from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ArticleIndexEntry } from '@shared/schemas/article-index';
import { newsPagesQuery } from '@/features/site/news/news-data';
import { articleAddressQuery } from '@/lib/public-queries';
import { prefetchForPath } from './prefetch';
import { routeTable } from './route-table';

const services = 'src/client/features/site/services/index.tsx';
const news = 'src/client/features/site/news/index.tsx';

describe('route table', () => {
  it('when a route names a lazy chunk, then that chunk is a source file (a key of the Vite manifest)', () => {
    const chunks = routeTable.site.flatMap((route) => (route.chunk ? [route.chunk] : []));

    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) expect(fs.existsSync(chunk), chunk).toBe(true);
  });
});

describe('prefetchForPath', () => {
  it.each([
    ['/', []],
    ['/contact', ['src/client/features/site/contact-page/index.ts']],
    ['/techdocs', ['src/client/features/site/techdocs/index.tsx']],
    ['/news/12', [news]],
    ['/admin/articles', []],
    ['/immigration/pr', [services]],
    ['/contact/x', [services]],
    ['/a/b/c', ['src/client/features/site/not-found/index.ts']],
  ])('when %s is rendered, then the first matching route names the chunks to preload', async (pathname, modules) => {
    const qc = new QueryClient();

    const result = await prefetchForPath(qc, pathname, 'zh');

    expect(result.modules).toEqual(modules);
  });

  it('when a section is asked for without an item, then the server redirects to its first item', async () => {
    const result = await prefetchForPath(new QueryClient(), '/immigration', 'zh');

    expect(result.redirect).toBe('/immigration/self-employed');
  });

  it('when /news is asked for and news is cached, then the server redirects to the newest article', async () => {
    const qc = new QueryClient();
    const entry: ArticleIndexEntry = { id: 4, articleId: null, title: '新闻', summary: null, imageUrl: null, category: 'news', type: 'news', weight: 0, publishedAt: '2024-01-01T00:00:00Z', lang: 'zh' };
    qc.setQueryData(newsPagesQuery('zh').queryKey, { pages: [[entry]], pageParams: [0] });

    const result = await prefetchForPath(qc, '/news', 'zh');

    expect(result).toEqual({ redirect: '/news/4', modules: [news] });
  });

  it('when a route parameter is percent-encoded, then the prefetch reads under the decoded value, as the page asks for it', async () => {
    const qc = new QueryClient();

    await prefetchForPath(qc, '/article/%E4%B8%AD%E6%96%87', 'zh');

    expect(qc.getQueryCache().find({ queryKey: articleAddressQuery('中文', 'zh').queryKey })).toBeDefined();
  });
});
