import { describe, expect, it } from 'vitest';
import { articlePath } from './article-path';

describe('articlePath', () => {
  it('when a service article carries a built-in item key, then its page is {basePath}/{item}', () => {
    expect(articlePath({ id: 3, articleId: 'self-employed', category: 'singapore-immigration', type: 'service' })).toBe('/immigration/self-employed');
  });

  it('when a service article has no built-in key, then its page is {basePath}/article-{id}', () => {
    expect(articlePath({ id: 42, articleId: null, category: 'overseas-identity', type: 'service' })).toBe('/overseas/article-42');
    expect(articlePath({ id: 43, articleId: 'Custom_Key', category: 'business-services', type: 'service' })).toBe('/business/article-43');
    expect(articlePath({ id: 44, articleId: 'ab', category: 'business-services', type: 'service' })).toBe('/business/article-44');
  });

  it('when a service article has a readable slug, then its page is {basePath}/{slug}', () => {
    expect(articlePath({ id: 45, articleId: 'employment-pass-guide', category: 'singapore-immigration', type: 'service' })).toBe('/immigration/employment-pass-guide');
  });

  it('when the article is news, then its page is /news/{id}', () => {
    expect(articlePath({ id: 7, articleId: 'news-1', category: 'news', type: 'news' })).toBe('/news/7');
  });
});
