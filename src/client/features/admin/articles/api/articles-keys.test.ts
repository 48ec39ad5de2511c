import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { publicKeys } from '@/lib/public-queries';
import { adminArticleKeys, invalidateAfterCreateOrDelete, invalidateAfterUpdate } from './articles-keys';

function seeded() {
  const qc = new QueryClient();
  const keys = [
    adminArticleKeys.list(),
    adminArticleKeys.detail(1),
    adminArticleKeys.detail(2),
    publicKeys.articles('zh'),
    publicKeys.article(1, 'zh'),
    publicKeys.article(2, 'en'),
    publicKeys.byType('news', 'en'),
    publicKeys.byCategory('news', 'zh'),
    publicKeys.byCategory('business-services', 'en'),
    publicKeys.byCategory('overseas-identity', 'zh'),
    publicKeys.contact('zh'),
  ];
  for (const key of keys) qc.setQueryData(key, []);
  const stale = () => keys.filter((k) => qc.getQueryState(k)?.isInvalidated).map((k) => k.join('/'));
  return { qc, stale };
}

describe('article cache invalidation (docs/product-spec.md, section 4)', () => {
  it('when an article is created or deleted, then every cached query, public ones included, is invalidated', async () => {
    const { qc, stale } = seeded();

    await invalidateAfterCreateOrDelete(qc);

    expect(stale()).toHaveLength(11);
  });

  it('when an article moves from news to business, then that article, the lists and both categories are invalidated', async () => {
    const { qc, stale } = seeded();

    await invalidateAfterUpdate(qc, 1, ['business-services', 'news']);

    expect(stale().sort()).toEqual(
      [
        'admin/articles/list',
        'admin/articles/detail/1',
        'public/articles/all/zh',
        'public/articles/id/1/zh',
        'public/articles/type/news/en',
        'public/articles/category/news/zh',
        'public/articles/category/business-services/en',
      ].sort(),
    );
  });
});
