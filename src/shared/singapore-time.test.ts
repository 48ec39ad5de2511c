import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, sgtClock, sgtDate, sgtTime, todaySgt, weekdayOf } from './singapore-time';

describe('Singapore time', () => {
  it('when an instant falls after 16:00 UTC, then its Singapore day is the next one', () => {
    expect(sgtClock('2026-11-30T16:30:00.000Z')).toEqual({ date: '2026-12-01', time: '00:30' });
    expect(sgtDate('2026-11-30T15:59:00.000Z')).toBe('2026-11-30');
    expect(sgtTime('2026-12-01T02:00:00Z')).toBe('10:00');
  });

  it('when an instant carries another offset or is a number, then it reads the same Singapore clock', () => {
    expect(sgtClock('2026-12-01T03:00:00+01:00')).toEqual({ date: '2026-12-01', time: '10:00' });
    expect(todaySgt(Date.parse('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });

  it('when days are added across a month or a year, then the date rolls over', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-12-02', '2026-12-01')).toBe(-1);
  });

  it('when a date is given, then its weekday counts from Sunday', () => {
    expect(weekdayOf('2026-11-29')).toBe(0);
    expect(weekdayOf('2026-12-05')).toBe(6);
  });
});
