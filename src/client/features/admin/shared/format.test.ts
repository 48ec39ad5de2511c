import { describe, expect, it } from 'vitest';
import { formatLocalDateTime, formatShortDate } from './format';

describe('admin dates', () => {
  it('when the interface is Chinese, then the list date is written the Chinese way', () => {
    expect(formatShortDate('2025-01-05T12:00:00Z', 'zh')).toBe('2025年1月5日');
  });

  it('when the interface is English, then the list date is written the English way', () => {
    expect(formatShortDate('2025-01-05T12:00:00Z', 'en')).toMatch(/^5 Jan 2025$/);
  });

  it('when the date is missing or invalid, then there is none', () => {
    expect(formatShortDate(null, 'zh')).toBeNull();
    expect(formatShortDate('not a date', 'en')).toBeNull();
  });

  it('when a time is shown, then it follows the interface language', () => {
    expect(formatLocalDateTime('2025-01-05T12:00:00Z', 'zh')).not.toBe(formatLocalDateTime('2025-01-05T12:00:00Z', 'en'));
  });
});
