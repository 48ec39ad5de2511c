const formats = {
  en: new Intl.DateTimeFormat('en-SG', { timeZone: 'Asia/Singapore', year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }),
  zh: new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Singapore', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }),
};

/** An entry's time in Singapore time, whatever the admin's own clock says (the business runs on it). */
export function formatSingaporeTime(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formats[language.startsWith('en') ? 'en' : 'zh'].format(date);
}

/** A recorded old or new value as one line: null is `empty`, text as it is, anything else as JSON. */
export function formatValue(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
