import { describe, expect, it } from 'vitest';
import { makeArticle } from '@shared/testing/article-fixture';
import { buildSidebarItems } from './sidebar-items';

const section = { type: 'immigration' as const, items: ['self-employed', 'skilled', 'pr'] };
const titles: Record<string, string> = { 'self-employed': '自雇移民', skilled: '技术移民', pr: '永久居民申请' };
const titleOf = (key: string) => titles[key]!;

describe('buildSidebarItems', () => {
  it('when there are no articles, then lists the built-in items with weight 0 in title order', () => {
    const items = buildSidebarItems(section, [], titleOf, 'zh');

    expect(items.map((i) => i.id).sort()).toEqual(['pr', 'self-employed', 'skilled']);
    expect(items.every((i) => i.weight === 0 && i.articleId === null && !i.isArticle)).toBe(true);
    expect(items.map((i) => i.title)).toEqual([...items.map((i) => i.title)].sort((a, b) => a.localeCompare(b, 'zh')));
  });

  it('when an article has a built-in key as articleId, then the item takes its weight and id', () => {
    const articles = [makeArticle({ id: 7, articleId: 'skilled', weight: 40 })];

    const items = buildSidebarItems(section, articles, titleOf);

    expect(items[0]).toEqual({
      id: 'skilled',
      title: '技术移民',
      type: 'immigration',
      translationKey: 'items.skilled',
      weight: 40,
      isArticle: false,
      articleId: 7,
    });
    expect(items).toHaveLength(3);
  });

  it('when an article without a slug matches no built-in item, then it is appended with id article-{id}', () => {
    const articles = [makeArticle({ id: 13, articleId: 'Legacy_Key', title: '旧文章', weight: 5 })];

    const items = buildSidebarItems(section, articles, titleOf);

    expect(items[0]).toMatchObject({ id: 'article-13', isArticle: true, articleId: 13 });
  });

  it('when an article with a slug matches no built-in item, then it is appended with its slug as id', () => {
    const articles = [makeArticle({ id: 12, articleId: 'golden-visa', title: '金色签证', weight: 5 })];

    const items = buildSidebarItems(section, articles, titleOf);

    expect(items[0]).toMatchObject({ id: 'golden-visa', title: '金色签证', weight: 5, isArticle: true, articleId: 12, translationKey: null });
    expect(items).toHaveLength(4);
  });

  it('when an article has no articleId but the title of a built-in item, then it is not appended', () => {
    const articles = [makeArticle({ id: 3, articleId: null, title: '技术移民', weight: 9 })];

    const items = buildSidebarItems(section, articles, titleOf);

    expect(items).toHaveLength(3);
    expect(items.find((i) => i.id === 'skilled')).toMatchObject({ weight: 0, articleId: null });
  });

  it('when weights differ and tie, then sorts by weight descending, then title', () => {
    const articles = [
      makeArticle({ id: 1, articleId: 'self-employed', weight: 10 }),
      makeArticle({ id: 2, articleId: 'pr', weight: 30 }),
      makeArticle({ id: 3, title: '乙额外', weight: 10 }),
      makeArticle({ id: 4, title: '甲额外', weight: 10 }), // pinyin: jia < yi < zi (自雇移民)
    ];

    const items = buildSidebarItems(section, articles, titleOf, 'zh');

    expect(items.map((i) => i.id)).toEqual(['pr', 'article-4', 'article-3', 'self-employed', 'skilled']);
  });

  it('when the titles come from another language, then built-in items use the translated title', () => {
    const items = buildSidebarItems(section, [], (key) => `EN ${key}`, 'en');

    expect(items.map((i) => i.title)).toEqual(['EN pr', 'EN self-employed', 'EN skilled']);
  });

  it('when an English page has an article without an English version, then the sidebar leaves it out and shows only English titles', () => {
    const articles = [
      { ...makeArticle({ id: 21, title: '仅中文文章', weight: 9 }), lang: 'zh' as const },
      { ...makeArticle({ id: 22, title: 'Family office guide', weight: 8 }), lang: 'en' as const },
    ];
    const english = (key: string) => `English ${key}`;

    const items = buildSidebarItems(section, articles, english, 'en', 'en');

    expect(items.map((i) => i.title)).toEqual(['Family office guide', 'English pr', 'English self-employed', 'English skilled']);
  });
});
