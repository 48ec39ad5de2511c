import { describe, expect, it } from 'vitest';
import type { ArticleCounts } from '@shared/schemas/articles';
import { listUrl } from '../api/get-articles';
import { emptyFilters, listRequest, pageNumbers, pageOf, tabCount } from './article-list';

const counts: ArticleCounts = {
  total: 23,
  byStatus: { published: 15, draft: 5, archived: 3 },
  byCategory: { 'singapore-immigration': 18, 'singapore-education': 0, 'business-services': 0, 'value-added-services': 0, 'overseas-identity': 0, news: 5 },
};

describe('tabCount', () => {
  it('when a tab is a status, a category or all, then its count comes from the counts of every article', () => {
    expect(tabCount('all', counts)).toBe(23);
    expect(tabCount('draft', counts)).toBe(5);
    expect(tabCount('news', counts)).toBe(5);
    expect(tabCount('overseas-identity', counts)).toBe(0);
  });
});

describe('listRequest and listUrl', () => {
  it('when filters are set, then the request carries them, the search trimmed, and the address leaves out what filters nothing', () => {
    const request = listRequest({ ...emptyFilters, tab: 'news', status: 'DRAFT', english: 'missing' }, 2, '  visa ');

    expect(request).toEqual({ page: 2, q: 'visa', tab: 'news', category: 'all', status: 'DRAFT', english: 'missing' });
    expect(listUrl(request)).toBe('/api/articles?page=2&q=visa&tab=news&status=DRAFT&english=missing');
    expect(listUrl(listRequest(emptyFilters, 1, ''))).toBe('/api/articles?page=1');
  });

  it('when the page in the address is not a whole number from 1, then page 1 or the whole part is asked for', () => {
    expect(listRequest(emptyFilters, 0, '').page).toBe(1);
    expect(listRequest(emptyFilters, Number.NaN, '').page).toBe(1);
    expect(listRequest(emptyFilters, 2.7, '').page).toBe(2);
  });
});

describe('pageOf', () => {
  it('when the server answers page 3 of 23 rows, then rows 21 to 23 of 3 pages are shown', () => {
    const page = pageOf({ articles: [21, 22, 23], total: 23, page: 3, pageSize: 10 });

    expect(page).toEqual({ items: [21, 22, 23], page: 3, pageCount: 3, from: 21, to: 23, total: 23 });
  });

  it('when there are no rows, then it shows 0 to 0 of 0 on one page', () => {
    expect(pageOf({ articles: [], total: 0, page: 1, pageSize: 10 })).toMatchObject({ from: 0, to: 0, total: 0, pageCount: 1 });
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
