/** A calendar day (YYYY-MM-DD) in the staff language, '5 Jan 2026' / '2026年1月5日', the same in every time zone. */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language.startsWith('en') ? 'en-SG' : 'zh-CN', { year: 'numeric', month: language.startsWith('en') ? 'short' : 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}
