import { describe, expect, it } from 'vitest';
import { bucketLabel, changeOf, formatDay, formatPercent } from './report-format';

describe('changeOf', () => {
  it('when a figure grew or fell, then the change is the share of the previous figure', () => {
    expect(changeOf(150, 100)).toEqual({ kind: 'up', ratio: 0.5 });
    expect(changeOf(75, 100)).toEqual({ kind: 'down', ratio: 0.25 });
  });

  it('when the previous period had none, then it says so rather than an infinite rise; none and none is the same', () => {
    expect(changeOf(3, 0)).toEqual({ kind: 'fromZero' });
    expect(changeOf(0, 0)).toEqual({ kind: 'same' });
    expect(changeOf(1000, 1001)).toEqual({ kind: 'same' });
  });
});

describe('labels', () => {
  it('when a day, a week or a month is labelled, then it reads in the interface language', () => {
    expect(formatDay('2026-11-24', 'en')).toBe('24 Nov 2026');
    expect(formatDay('2026-11-24', 'zh')).toBe('2026年11月24日');
    expect(bucketLabel('2026-11-23', 'week', 'en')).toBe('23 Nov');
    expect(bucketLabel('2026-11-01', 'month', 'zh')).toBe('2026年11月');
    expect(formatPercent(0.1234, 'en')).toBe('12.3%');
  });
});
