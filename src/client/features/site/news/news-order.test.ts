import { describe, expect, it } from 'vitest';
import { makeArticle } from '@shared/testing/article-fixture';
import { formatNewsDate, newestNewsPath, orderNews, parseNewsId } from './news-order';

const news = (id: number, publishedAt: string | null, extra = {}) =>
  makeArticle({ id, type: 'news', category: 'news', publishedAt, createdAt: '2024-06-01T00:00:00.000Z', ...extra });

describe('orderNews', () => {
  it('when news have different dates, then the newest comes first', () => {
    const list = [news(1, '2026-01-20T09:00:00Z'), news(2, '2026-05-08T09:00:00Z'), news(3, '2026-03-16T09:00:00Z')];

    expect(orderNews(list).map((a) => a.id)).toEqual([2, 3, 1]);
  });

  it('when an article has no publishedAt, then its creation date counts', () => {
    const list = [news(1, '2024-01-01T00:00:00Z'), news(2, null)];

    expect(orderNews(list).map((a) => a.id)).toEqual([2, 1]);
  });

  it('when dates tie, then the higher id comes first', () => {
    const list = [news(4, '2026-01-01T00:00:00Z'), news(9, '2026-01-01T00:00:00Z')];

    expect(orderNews(list).map((a) => a.id)).toEqual([9, 4]);
  });

  it('when the list holds drafts or service articles, then they are left out', () => {
    const list = [news(1, '2026-01-01T00:00:00Z', { status: 'Draft' }), news(2, '2025-01-01T00:00:00Z'), makeArticle({ id: 3 })];

    expect(orderNews(list).map((a) => a.id)).toEqual([2]);
  });
});

describe('newestNewsPath', () => {
  it('when there are news, then points at the newest', () => {
    expect(newestNewsPath([news(1, '2026-01-20T09:00:00Z'), news(2, '2026-05-08T09:00:00Z')])).toBe('/news/2');
  });

  it('when there are none, then returns null', () => {
    expect(newestNewsPath([])).toBeNull();
  });
});

describe('formatNewsDate', () => {
  it('when the article has a date, then formats it zh-CN in Singapore time', () => {
    expect(formatNewsDate({ publishedAt: '2026-05-08T09:00:00.000Z' })).toBe('2026/5/8');
    expect(formatNewsDate({ publishedAt: '2026-05-07T17:30:00.000Z' })).toBe('2026/5/8');
  });

  it('when there is no or a bad date, then returns null', () => {
    expect(formatNewsDate({ publishedAt: null })).toBeNull();
    expect(formatNewsDate({ publishedAt: 'not a date' })).toBeNull();
  });
});

describe('parseNewsId', () => {
  it('when the parameter is a positive integer, then returns it', () => {
    expect(parseNewsId('12')).toBe(12);
  });

  it('when the parameter is missing, zero, negative, fractional or text, then returns null', () => {
    for (const p of [undefined, '', '0', '-1', '1.5', 'abc', '99999999999']) expect(parseNewsId(p)).toBeNull();
  });
});
