import { describe, expect, it } from 'vitest';
import { notFoundKind } from './render-page';

describe('notFoundKind (the not-found log hook)', () => {
  it('when a page is a 404, then it is a not-found', () => {
    expect(notFoundKind({ status: 404, headers: [] })).toBe('not-found');
  });

  it("when a 302 goes to a service section's fallback with the marker, then it is a fallback; another redirect is nothing", () => {
    expect(notFoundKind({ status: 302, headers: ['cache-control', 'public', 'location', '/en/immigration/self-employed?not-found'] })).toBe('fallback');
    expect(notFoundKind({ status: 302, headers: ['location', '/immigration/self-employed'] })).toBeNull();
    expect(notFoundKind({ status: 200, headers: [] })).toBeNull();
  });
});
