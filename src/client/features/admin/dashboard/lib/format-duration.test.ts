import { describe, expect, it } from 'vitest';
import { ageParts, durationParts } from './format-duration';

describe('durationParts', () => {
  it('when the duration is under an hour, then it is whole minutes', () => {
    expect(durationParts(0)).toEqual({ unit: 'minutes', minutes: 0 });
    expect(durationParts(45.4)).toEqual({ unit: 'minutes', minutes: 45 });
  });

  it('when the duration is under a day, then it is hours and minutes', () => {
    expect(durationParts(200)).toEqual({ unit: 'hours', hours: 3, minutes: 20 });
    expect(durationParts(59.6)).toEqual({ unit: 'hours', hours: 1, minutes: 0 });
  });

  it('when the duration is a day or more, then it is days and hours, the minutes rounded away', () => {
    expect(durationParts(2 * 1440 + 4 * 60 + 10)).toEqual({ unit: 'days', days: 2, hours: 4 });
    expect(durationParts(1440 + 23 * 60 + 40)).toEqual({ unit: 'days', days: 2, hours: 0 });
  });
});

describe('ageParts', () => {
  it('when an enquiry is minutes, hours, days or weeks old, then the largest whole unit is chosen', () => {
    expect(ageParts(30_000)).toEqual({ unit: 'minute', value: 0 });
    expect(ageParts(5 * 60_000)).toEqual({ unit: 'minute', value: 5 });
    expect(ageParts(3 * 3_600_000 + 59 * 60_000)).toEqual({ unit: 'hour', value: 3 });
    expect(ageParts(2 * 86_400_000)).toEqual({ unit: 'day', value: 2 });
    expect(ageParts(15 * 86_400_000)).toEqual({ unit: 'week', value: 2 });
    expect(ageParts(400 * 86_400_000)).toEqual({ unit: 'year', value: 1 });
  });
});
