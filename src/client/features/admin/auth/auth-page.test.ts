import { describe, expect, it } from 'vitest';
import { signedInTarget } from './auth-page';

describe('signedInTarget', () => {
  it.each([
    ['admin', '/articles'],
    ['editor', '/articles'],
    ['author', '/articles'],
    ['sales', '/consultations'],
  ] as const)('when a %s signs in from the sign-in page itself, then she lands on %s', (role, target) => {
    expect(signedInTarget(undefined, role)).toBe(target);
  });

  it('when the page that sent her here is one her role may open, then she goes back to it', () => {
    expect(signedInTarget('/consultations?open=7', 'sales')).toBe('/consultations?open=7');
    expect(signedInTarget('/review/3', 'editor')).toBe('/review/3');
  });

  it('when the page that sent her here is beyond her role, then she lands on her first screen instead', () => {
    expect(signedInTarget('/articles', 'sales')).toBe('/consultations');
    expect(signedInTarget('/users', 'author')).toBe('/articles');
  });

  it('when the page is not a back-office page, then the role\'s first screen', () => {
    expect(signedInTarget('//evil.example', 'admin')).toBe('/articles');
    expect(signedInTarget('/auth', 'sales')).toBe('/consultations');
  });
});
