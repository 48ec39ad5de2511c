import { describe, expect, it } from 'vitest';
import { countByCategory, countByStatus, emptyFilters, filterArticles, pageNumbers, paginate, tabCount } from './article-list';

type Row = Parameters<typeof filterArticles>[0][number];
let nextId = 1;
function article(over: Partial<Row> = {}): Row {
  const id = nextId++;
  return { id, title: `Article ${id}`, status: 'Published', category: 'news', updatedAt: `2025-01-${String((id % 28) + 1).padStart(2, '0')}T00:00:00Z`, summary: null, tags: [], articleId: null, ...over };
}

describe('countByStatus', () => {
  it('when statuses differ in case, then each is counted under its status', () => {
    const rows = [article({ status: 'Published' }), article({ status: 'published' as never }), article({ status: 'Draft' }), article({ status: 'ARCHIVED' as never })];

    const counts = countByStatus(rows);

    expect(counts).toEqual({ total: 4, published: 2, draft: 1, archived: 1 });
  });
});

describe('countByCategory and tabCount', () => {
  it('when articles are in two categories, then every category has a count and tabs use them', () => {
    const rows = [article({ category: 'news' }), article({ category: 'news', status: 'Draft' }), article({ category: 'business-services' })];

    const counts = countByCategory(rows);

    expect(counts['news']).toBe(2);
    expect(counts['business-services']).toBe(1);
    expect(counts['overseas-identity']).toBe(0);
    expect(tabCount('all', rows)).toBe(3);
    expect(tabCount('draft', rows)).toBe(1);
    expect(tabCount('news', rows)).toBe(2);
  });
});

describe('filterArticles', () => {
  const rows = [
    article({ title: 'Work pass guide', status: 'Published', category: 'singapore-immigration', tags: ['Employment Pass'] }),
    article({ title: 'School fees', status: 'Draft', category: 'singapore-education', summary: 'AEIS preparation' }),
    article({ title: 'Old news', status: 'Archived', category: 'news' }),
  ];

  it('when the status filter is in another case, then it still matches', () => {
    const result = filterArticles(rows, { ...emptyFilters, status: 'DRAFT' });

    expect(result.map((a) => a.title)).toEqual(['School fees']);
  });

  it('when a category tab is chosen, then only that category is listed', () => {
    const result = filterArticles(rows, { ...emptyFilters, tab: 'news' });

    expect(result.map((a) => a.title)).toEqual(['Old news']);
  });

  it('when searching, then title, summary and tags are searched case-insensitively', () => {
    expect(filterArticles(rows, { ...emptyFilters, search: 'aeis' }).map((a) => a.title)).toEqual(['School fees']);
    expect(filterArticles(rows, { ...emptyFilters, search: 'EMPLOYMENT' }).map((a) => a.title)).toEqual(['Work pass guide']);
  });

  it('when tab, category and status disagree, then nothing matches', () => {
    const result = filterArticles(rows, { tab: 'published', search: '', category: 'news', status: 'all', english: 'all' });

    expect(result).toEqual([]);
  });

  it('when an English state is chosen, then only articles in that state match, and a row without one counts as missing', () => {
    const english = [article({ title: 'stale', englishState: 'needsUpdate' }), article({ title: 'translated', englishState: 'published' }), article({ title: 'older answer' })];

    expect(filterArticles(english, { ...emptyFilters, english: 'needsUpdate' }).map((a) => a.title)).toEqual(['stale']);
    expect(filterArticles(english, { ...emptyFilters, english: 'missing' }).map((a) => a.title)).toEqual(['older answer']);
  });

  it('when listing, then the most recently updated comes first', () => {
    const result = filterArticles(
      [article({ title: 'older', updatedAt: '2024-01-01T00:00:00Z' }), article({ title: 'newer', updatedAt: '2025-06-01T00:00:00Z' })],
      emptyFilters,
    );

    expect(result.map((a) => a.title)).toEqual(['newer', 'older']);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1);

  it('when on page 3 of 23 rows, then rows 21 to 23 are shown', () => {
    const page = paginate(items, 3);

    expect(page).toMatchObject({ page: 3, pageCount: 3, from: 21, to: 23, total: 23 });
    expect(page.items).toEqual([21, 22, 23]);
  });

  it('when the page is past the end, then the last page is shown', () => {
    expect(paginate(items, 9).page).toBe(3);
  });

  it('when there are no rows, then it shows 0 to 0 of 0 on one page', () => {
    expect(paginate([], 1)).toMatchObject({ from: 0, to: 0, total: 0, pageCount: 1 });
  });
});

describe('pageNumbers', () => {
  it('when there are many pages, then at most five numbers centred on the current page are shown', () => {
    expect(pageNumbers(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageNumbers(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('when there are fewer pages than five, then all are shown', () => {
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
  });
});
