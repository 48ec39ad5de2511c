import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('when it passes its entry or byte limit, then the least recently used leave first', () => {
    const map = new BoundedMap<string, string>({ maxEntries: 3, maxBytes: 10, sizeOf: (_k, v) => v.length });
    map.set('a', 'xx');
    map.set('b', 'xx');
    map.set('c', 'xx');
    map.get('a');

    map.set('d', 'xx');
    const tooBig = map.set('e', 'x'.repeat(11));
    map.set('f', 'xxxxxx');

    expect(tooBig).toBe(false);
    expect([map.has('a'), map.has('b'), map.has('c'), map.has('d'), map.has('f')]).toEqual([true, false, false, true, true]);
    expect(map.bytes).toBe(10);
  });
});
