const shortDates = {
  en: new Intl.DateTimeFormat('en-SG', { month: 'short', day: 'numeric', year: 'numeric' }),
  zh: new Intl.DateTimeFormat('zh-CN', { month: 'long', day: 'numeric', year: 'numeric' }),
};

/** Short date of the articles list in the interface language ('5 Jan 2025', '2025年1月5日'); null when missing or invalid. */
export function formatShortDate(value: string | null | undefined, language: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : shortDates[language.startsWith('en') ? 'en' : 'zh'].format(date);
}

/** Local date and time for the chosen language (consultations). */
export function formatLocalDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(language.startsWith('en') ? 'en-SG' : 'zh-CN', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** Human file size: 1536 -> '1.5 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
