import { describe, expect, it } from 'vitest';
import { formatSgt, fromSgtInput, toSgtInput } from './singapore-time';

describe('Singapore time in the scheduling fields', () => {
  it('when a stored UTC instant is shown, then the field reads the Singapore wall clock (UTC+8)', () => {
    expect(toSgtInput('2026-11-24T20:30:00.000Z')).toBe('2026-11-25T04:30');
    expect(toSgtInput(null)).toBe('');
  });

  it('when staff type a time, then it is read as Singapore time and round-trips', () => {
    expect(new Date(fromSgtInput('2026-11-25T04:30')!).toISOString()).toBe('2026-11-24T20:30:00.000Z');
    expect(fromSgtInput('')).toBeNull();
    expect(fromSgtInput('2026-13-45T99:99')).toBeNull();
  });

  it('when a time is formatted, then it is in Singapore time whatever the browser zone', () => {
    expect(formatSgt('2026-11-24T20:30:00.000Z', 'en')).toMatch(/25 Nov 2026.*04:30|25 Nov 2026.*4:30/);
  });
});
