import { describe, expect, it } from 'vitest';
import { openingHours } from './opening-hours';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

describe('openingHours', () => {
  it('when the hours are written in Chinese or English as the seed words them, then they read as days and 24-hour times', () => {
    expect(openingHours('周一至周五 9:00-18:00')).toEqual([{ days: weekdays, opens: '09:00', closes: '18:00' }]);
    expect(openingHours('Monday to Friday 9:00-18:00')).toEqual([{ days: weekdays, opens: '09:00', closes: '18:00' }]);
    expect(openingHours('星期六：9：00～13：00')).toEqual([{ days: ['Saturday'], opens: '09:00', closes: '13:00' }]);
  });

  it('when several groups, lists of days, am/pm, a lunch break or a closed day are written, then each reads as stated', () => {
    expect(openingHours('Mon–Fri 9am-6pm; Sat 9:00 to 12:30, Sun closed')).toEqual([
      { days: weekdays, opens: '09:00', closes: '18:00' },
      { days: ['Saturday'], opens: '09:00', closes: '12:30' },
    ]);
    expect(openingHours('Mon, Wed and Fri: 9:00-12:00, 13:00-17:00')).toEqual([
      { days: ['Monday', 'Wednesday', 'Friday'], opens: '09:00', closes: '12:00' },
      { days: ['Monday', 'Wednesday', 'Friday'], opens: '13:00', closes: '17:00' },
    ]);
    expect(openingHours('每天 10:00-24:00')).toEqual([{ days: [...weekdays, 'Saturday', 'Sunday'], opens: '10:00', closes: '23:59' }]);
  });

  it('when the text carries a note, vague words or impossible times, then nothing is read rather than a guess', () => {
    for (const text of ['周六 9:00-13:00（需预约）', 'Saturday 9:00-13:00 (by appointment)', '工作日 9:00-18:00', 'Office hours', '周一至周五 9-18', 'Mon-Fri 18:00-9:00', 'Mon 25:00-26:00', 'Mon-Fri', '9:00-18:00', '']) {
      expect(openingHours(text), text).toBeNull();
    }
  });
});
