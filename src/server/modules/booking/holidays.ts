import type { ClosedDate } from '../../../shared/schemas/booking';

/**
 * Singapore's public holidays of 2026 (Ministry of Manpower), and New Year's Day 2027, which a new
 * installation closes for booking (db/seed.ts); staff add the following years' in the booking settings.
 * A holiday falling on a Sunday is followed by a day off on the Monday, listed here too.
 */
export const singaporeHolidays: ClosedDate[] = [
  { date: '2026-01-01', label: '元旦', labelEn: "New Year's Day" },
  { date: '2026-02-17', label: '农历新年', labelEn: 'Chinese New Year' },
  { date: '2026-02-18', label: '农历新年（第二天）', labelEn: 'Chinese New Year (second day)' },
  { date: '2026-03-21', label: '开斋节', labelEn: 'Hari Raya Puasa' },
  { date: '2026-04-03', label: '耶稣受难日', labelEn: 'Good Friday' },
  { date: '2026-05-01', label: '劳动节', labelEn: 'Labour Day' },
  { date: '2026-05-27', label: '哈芝节', labelEn: 'Hari Raya Haji' },
  { date: '2026-05-31', label: '卫塞节', labelEn: 'Vesak Day' },
  { date: '2026-06-01', label: '卫塞节补假', labelEn: 'Vesak Day (holiday in lieu)' },
  { date: '2026-08-09', label: '国庆日', labelEn: 'National Day' },
  { date: '2026-08-10', label: '国庆日补假', labelEn: 'National Day (holiday in lieu)' },
  { date: '2026-11-08', label: '屠妖节', labelEn: 'Deepavali' },
  { date: '2026-11-09', label: '屠妖节补假', labelEn: 'Deepavali (holiday in lieu)' },
  { date: '2026-12-25', label: '圣诞节', labelEn: 'Christmas Day' },
  { date: '2027-01-01', label: '元旦', labelEn: "New Year's Day" },
];

/** The firm's weekly hours on a new installation: Monday to Friday 10:00–17:00, Saturday 10:00–12:00. */
export const firmHours = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ consultantId: null, weekday, start: '10:00', end: '17:00' })),
  { consultantId: null, weekday: 6, start: '10:00', end: '12:00' },
];
