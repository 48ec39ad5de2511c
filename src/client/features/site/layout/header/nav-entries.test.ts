import { describe, expect, it } from 'vitest';
import { makeArticle } from '@shared/testing/article-fixture';
import { navEntries } from './nav-entries';

const section = { items: ['self-employed', 'skilled'] as const };
const label = (key: string) => `item:${key}`;

describe('navEntries', () => {
  it('when articles have different weights, then the heaviest comes first and ties go by title', () => {
    const entries = navEntries(section, [makeArticle({ id: 1, title: 'B', weight: 5 }), makeArticle({ id: 2, title: 'A', weight: 5 }), makeArticle({ id: 3, title: 'C', weight: 9 })], label);

    expect(entries.map((e) => e.key)).toEqual(['3', '2', '1']);
  });

  it('when an article is a built-in item, then it links to {basePath}/{item} with the item name', () => {
    const [entry] = navEntries(section, [makeArticle({ id: 4, articleId: 'skilled', title: '新加坡技术移民' })], label);

    expect(entry).toEqual({ key: '4', href: '/immigration/skilled', label: 'item:skilled' });
  });

  it('when an article is not a built-in item, then it links to article-{id} with its title', () => {
    const [entry] = navEntries(section, [makeArticle({ id: 8, title: '新文章' })], label);

    expect(entry).toEqual({ key: '8', href: '/immigration/article-8', label: '新文章' });
  });

  it('when an article is not published, then it is left out', () => {
    expect(navEntries(section, [makeArticle({ id: 1, status: 'Draft' })], label)).toEqual([]);
  });

  it('when an English page lists an article without an English version, then it is left out, a built-in item keeps its English name', () => {
    const articles = [
      { ...makeArticle({ id: 1, title: '只有中文的文章' }), lang: 'zh' as const },
      { ...makeArticle({ id: 2, title: 'An English guide' }), lang: 'en' as const },
      { ...makeArticle({ id: 3, articleId: 'skilled', title: '技术移民' }), lang: 'zh' as const },
    ];

    const entries = navEntries(section, articles, label, 'en', 'en');

    expect(entries.map((e) => e.label).sort()).toEqual(['An English guide', 'item:skilled']);
    expect(navEntries(section, articles, label, 'zh-CN', 'zh').map((e) => e.key).sort()).toEqual(['1', '3']);
  });
});
