import { describe, expect, it } from 'vitest';
import { cleanDeep, cleanText } from './text';

describe('cleanText', () => {
  it('when text holds NUL and other control characters, then they go and tab, newline and return stay', () => {
    expect(cleanText('a\u0000b\u0007c\u001Bd\u007Fe\tf\ng\rh')).toBe('abcde\tf\ng\rh');
  });

  it('when text holds a lone surrogate, then it becomes U+FFFD and whole pairs (emoji) stay', () => {
    expect(cleanText('x\uD83Dy')).toBe('x\uFFFDy');
    expect(cleanText('x\uDE00y')).toBe('x\uFFFDy');
    expect(cleanText('新加坡 😀')).toBe('新加坡 😀');
  });

  it('when a body nests strings in objects and arrays, then every one is cleaned, keys too, other values kept', () => {
    expect(cleanDeep({ 'ti\u0000tle': 'a\u0000', tags: ['b\u0000', 1, null], nested: { ok: true, n: 2 } })).toEqual({
      title: 'a',
      tags: ['b', 1, null],
      nested: { ok: true, n: 2 },
    });
  });
});
