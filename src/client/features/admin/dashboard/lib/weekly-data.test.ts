import { describe, expect, it } from 'vitest';
import { everyNthFromEnd, weekLabel, weekRows, weekSummary } from './weekly-data';

const none = { immigration: 0, education: 0, business: 0, 'value-added': 0, overseas: 0, general: 0 };

describe('weekly data', () => {
  it('when a narrow axis keeps every other label, then the current week (the last) is always among them', () => {
    expect(everyNthFromEnd(['a', 'b', 'c', 'd', 'e'], 2)).toEqual(['a', 'c', 'e']);
    expect(everyNthFromEnd(['a', 'b', 'c', 'd'], 2)).toEqual(['b', 'd']);
    expect(everyNthFromEnd(['a', 'b'], 1)).toEqual(['a', 'b']);
  });

  it('when a week start is labelled, then it is read in UTC in the reader\'s language', () => {
    expect(weekLabel('2026-11-23', 'zh')).toBe('11/23');
    expect(weekLabel('2026-11-23', 'en')).toBe('Nov 23');
    expect(weekLabel('not a date', 'en')).toBe('not a date');
  });

  it('when the server leaves a type out of a week, then it counts 0 and the totals and the peak add up', () => {
    const rows = weekRows(
      [
        { weekStart: '2026-11-09', counts: { ...none, business: 4 } },
        { weekStart: '2026-11-16', counts: { immigration: 1 } as typeof none },
        { weekStart: '2026-11-23', counts: { ...none, general: 2, education: 1 } },
      ],
      (w) => w.slice(5),
    );

    expect(rows.map((r) => [r.label, r.total, r.education])).toEqual([['11-09', 4, 0], ['11-16', 1, 0], ['11-23', 3, 1]]);
    expect(weekSummary(rows)).toEqual({ total: 8, current: 3, peak: 4, peakWeek: '11-09' });
  });
});
