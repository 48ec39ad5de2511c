import { describe, expect, it } from 'vitest';
import { pageRouteLabel } from './route-label';

describe('pageRouteLabel', () => {
  it('when pages of every kind are labelled, then each gets its pattern and no visitor-typed part', () => {
    const labels = ['/', '/en', '/contact', '/en/news', '/news/123', '/en/news/9', '/immigration', '/en/immigration/xyz-123', '/a/b/c/d', '/dashboard', '/consultations/5'].map(pageRouteLabel);

    expect(labels).toEqual(['/', '/en', '/contact', '/en/news', '/news/:id', '/en/news/:id', '/:section', '/en/:section/:item', '/*', '(back office)', '(back office)']);
  });
});
