import { describe, expect, it } from 'vitest';
import type { Article } from '@shared/schemas/articles';
import { navEntries } from './nav-entries';

const article = (over: Partial<Article>): Article => ({
  id: 1,
  articleId: null,
  title: 'T',
  content: '<p>x</p>',
  summary: null,
  imageUrl: null,
  metaDescription: null,
  tags: [],
  weight: 0,
  published: true,
  authorId: null,
  authorName: null,
  status: 'Published',
  category: 'singapore-immigration',
  type: 'service',
  tableData: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  publishedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const section = { items: ['self-employed', 'skilled'] as const };
const label = (key: string) => `item:${key}`;

describe('navEntries', () => {
  it('when articles have different weights, then the heaviest comes first and ties go by title', () => {
    const entries = navEntries(section, [article({ id: 1, title: 'B', weight: 5 }), article({ id: 2, title: 'A', weight: 5 }), article({ id: 3, title: 'C', weight: 9 })], label);

    expect(entries.map((e) => e.key)).toEqual(['3', '2', '1']);
  });

  it('when an article is a built-in item, then it links to {basePath}/{item} with the item name', () => {
    const [entry] = navEntries(section, [article({ id: 4, articleId: 'skilled', title: '新加坡技术移民' })], label);

    expect(entry).toEqual({ key: '4', href: '/immigration/skilled', label: 'item:skilled' });
  });

  it('when an article is not a built-in item, then it links to article-{id} with its title', () => {
    const [entry] = navEntries(section, [article({ id: 8, title: '新文章' })], label);

    expect(entry).toEqual({ key: '8', href: '/immigration/article-8', label: '新文章' });
  });

  it('when an article is not published, then it is left out', () => {
    expect(navEntries(section, [article({ status: 'Draft' })], label)).toEqual([]);
  });
});
