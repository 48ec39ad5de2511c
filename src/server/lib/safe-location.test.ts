import { describe, expect, it } from 'vitest';
import { safeLocation } from './safe-location';

describe('safeLocation', () => {
  it.each([
    ['//evil.example', '/evil.example'],
    ['///evil.example/x', '/evil.example/x'],
    ['/\\evil.example', '/evil.example'],
    ['\\\\evil.example', '/evil.example'],
    ['/%2F%2Fevil.example', '/evil.example'],
    ['/%5c%5Cevil.example?x=1', '/evil.example?x=1'],
    ['/./../..//evil.example', '/evil.example'],
    ['/en/%2e%2e/%2E/contact', '/contact'],
    ['https://evil.example/x', '/https:/evil.example/x'],
    ['', '/'],
    ['/en/contact/', '/en/contact/'],
    ['/en?utm_source=x#top', '/en?utm_source=x#top'],
    ['/x\r\nSet-Cookie: a=b', '/xSet-Cookie: a=b'],
  ])('when the target is %j, then the Location is %j', (target, expected) => {
    expect(safeLocation(target)).toBe(expected);
  });
});
