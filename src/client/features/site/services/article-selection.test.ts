import { describe, expect, it } from 'vitest';
import { makeArticle } from '@shared/testing/article-fixture';
import { sectionByType } from '@shared/catalog';
import { resolveServiceItem, selectArticle } from './article-selection';

const articles = [
  makeArticle({ id: 1, articleId: 'self-employed', title: '新加坡自雇移民', weight: 10 }),
  makeArticle({ id: 2, articleId: 'skilled', title: '新加坡技术移民 EP', weight: 50 }),
  makeArticle({ id: 3, articleId: null, title: '家族办公室设立', weight: 20 }),
];

describe('selectArticle', () => {
  it('when the parameter equals an articleId, then selects that article', () => {
    expect(selectArticle(articles, 'skilled', 'immigration')?.id).toBe(2);
  });

  it('when the parameter is article-{id}, then selects the article with that id', () => {
    expect(selectArticle(articles, 'article-3', 'immigration')?.id).toBe(3);
  });

  it('when article-{id} names no article, then falls through to the later rules', () => {
    expect(selectArticle(articles, 'article-99', 'immigration')?.id).toBe(1);
  });

  it('when the title contains the parameter, then selects the first such article', () => {
    expect(selectArticle(articles, 'EP', 'immigration')?.id).toBe(2);
    expect(selectArticle(articles, '家族办公室', 'immigration')?.id).toBe(3);
  });

  it('when nothing matches, then falls back to the first article', () => {
    expect(selectArticle(articles, 'unknown-item', 'immigration')?.id).toBe(1);
  });

  it('when nothing matches on education, then falls back to the highest weight', () => {
    expect(selectArticle(articles, 'unknown-item', 'education')?.id).toBe(2);
  });

  it('when education weights tie, then the earlier article wins', () => {
    const tied = [makeArticle({ id: 5, weight: 8 }), makeArticle({ id: 6, weight: 8 })];

    expect(selectArticle(tied, 'nothing', 'education')?.id).toBe(5);
  });

  it('when an articleId matches on education, then the match wins over the weight fallback', () => {
    expect(selectArticle(articles, 'self-employed', 'education')?.id).toBe(1);
  });

  it('when there are no articles, then returns null', () => {
    expect(selectArticle([], 'skilled', 'immigration')).toBeNull();
  });
});

describe('resolveServiceItem', () => {
  const immigration = sectionByType('immigration')!;
  const published = [
    makeArticle({ id: 1, articleId: 'self-employed', title: '新加坡自雇移民' }),
    makeArticle({ id: 2, articleId: 'employment-pass-guide', title: 'EP 指南' }),
    makeArticle({ id: 3, articleId: null, title: '家族办公室设立' }),
  ];

  it("when the URL is the article's own address, then shows that article", () => {
    expect(resolveServiceItem(published, 'self-employed', immigration)).toMatchObject({ kind: 'article', article: { id: 1 } });
    expect(resolveServiceItem(published, 'employment-pass-guide', immigration)).toMatchObject({ kind: 'article', article: { id: 2 } });
    expect(resolveServiceItem(published, 'article-3', immigration)).toMatchObject({ kind: 'article', article: { id: 3 } });
  });

  it("when the item is unknown (or a draft's slug), then redirects to the fallback article's own URL, marked not found", () => {
    expect(resolveServiceItem(published, 'no-such-item', immigration)).toEqual({ kind: 'redirect', article: published[0], to: '/immigration/self-employed?not-found', fallback: true });
  });

  it('when the old article-{id} address names an article with a slug, then redirects to the slug URL', () => {
    expect(resolveServiceItem(published, 'article-2', immigration)).toMatchObject({ kind: 'redirect', to: '/immigration/employment-pass-guide', fallback: false });
  });

  it("when the item is a title fragment, then redirects to the matching article's own URL", () => {
    expect(resolveServiceItem(published, '家族办公室', immigration)).toMatchObject({ kind: 'redirect', to: '/immigration/article-3', fallback: false });
  });

  it('when article-{id} names no published article of the section, then is not found', () => {
    expect(resolveServiceItem(published, 'article-999999', immigration)).toEqual({ kind: 'not-found' });
  });

  it('when the section has no published article, then is empty', () => {
    expect(resolveServiceItem([], 'anything', immigration)).toEqual({ kind: 'empty' });
  });
});
