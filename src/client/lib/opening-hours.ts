/**
 * Business hours as staff write them ("周一至周五 9:00-18:00", "Monday to Friday 9:00-18:00",
 * "Mon-Fri 9am-6pm; Sat 9:00-13:00") read into days and times for structured data. Anything the
 * reader does not understand, a note included ("（需预约）", "by appointment"), makes the whole text
 * unreadable: null, and the page says nothing of its hours rather than something wrong.
 */
export interface OpeningHours {
  /** schema.org day names, Monday first */
  days: string[];
  /** HH:MM, 24-hour */
  opens: string;
  closes: string;
}

const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const chineseDay: Record<string, number> = { 一: 0, 二: 1, 三: 2, 四: 3, 五: 4, 六: 5, 日: 6, 天: 6 };
const englishDay: [RegExp, number][] = [
  [/^mon(?:day)?\b\.?/, 0],
  [/^tue(?:s|sday)?\b\.?/, 1],
  [/^wed(?:nesday)?\b\.?/, 2],
  [/^thu(?:r|rs|rsday)?\b\.?/, 3],
  [/^fri(?:day)?\b\.?/, 4],
  [/^sat(?:urday)?\b\.?/, 5],
  [/^sun(?:day)?\b\.?/, 6],
];

type Token = { kind: 'day'; day: number } | { kind: 'everyDay' } | { kind: 'time'; minutes: number } | { kind: 'range' } | { kind: 'closed' };

/** One token at the start of `s`, and its length; null when nothing fits. */
function readToken(s: string): [Token | null, number] | null {
  let m = /^(?:[\s,;、，；/|:]+|and\b|&|和|及)/.exec(s);
  if (m) return [null, m[0].length];
  m = /^(?:周|星期|礼拜)([一二三四五六日天])/.exec(s);
  if (m) return [{ kind: 'day', day: chineseDay[m[1]!]! }, m[0].length];
  for (const [re, day] of englishDay) {
    m = re.exec(s);
    if (m) return [{ kind: 'day', day }, m[0].length];
  }
  m = /^(?:every ?day|daily|每天|每日)/.exec(s);
  if (m) return [{ kind: 'everyDay' }, m[0].length];
  m = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?/.exec(s);
  if (m && (m[2] !== undefined || m[3] !== undefined)) {
    let hour = Number(m[1]);
    const minute = Number(m[2] ?? 0);
    const half = m[3]?.[0];
    if (half && (hour < 1 || hour > 12)) return null;
    if (half === 'p' && hour !== 12) hour += 12;
    if (half === 'a' && hour === 12) hour = 0;
    if (hour > 24 || minute > 59 || (hour === 24 && minute > 0)) return null;
    return [{ kind: 'time', minutes: hour * 60 + minute }, m[0].length];
  }
  m = /^(?:-|~|to\b|through\b|thru\b|until\b|至|到)/.exec(s);
  if (m) return [{ kind: 'range' }, m[0].length];
  m = /^(?:closed|休息|不营业)/.exec(s);
  if (m) return [{ kind: 'closed' }, m[0].length];
  return null;
}

function tokenize(text: string): Token[] | null {
  let s = text.normalize('NFKC').toLowerCase().replace(/[\u2010-\u2015\u2212]/g, '-').trim();
  const tokens: Token[] = [];
  while (s) {
    const read = readToken(s);
    if (!read) return null;
    if (read[0]) tokens.push(read[0]);
    s = s.slice(read[1]);
  }
  return tokens;
}

const hhmm = (minutes: number) => (minutes >= 24 * 60 ? '23:59' : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);

/** Days from `from` to `to` (wrapping past Sunday), Monday first. */
function dayRange(from: number, to: number): number[] {
  const days = [];
  for (let d = from; ; d = (d + 1) % 7) {
    days.push(d);
    if (d === to) return days;
  }
}

/** The hours a text states, in order, or null when any part of it cannot be read. */
export function openingHours(text: string): OpeningHours[] | null {
  const tokens = tokenize(text);
  if (!tokens?.length) return null;
  const result: OpeningHours[] = [];
  let i = 0;
  const peek = () => tokens[i];
  while (i < tokens.length) {
    // days: "Mon", "Mon-Fri", "Mon, Wed and Fri", "daily"
    const days = new Set<number>();
    for (;;) {
      const token = peek();
      if (token?.kind === 'everyDay') {
        dayRange(0, 6).forEach((d) => days.add(d));
        i++;
      } else if (token?.kind === 'day') {
        i++;
        const end = tokens[i + 1];
        if (peek()?.kind === 'range' && end?.kind === 'day') {
          dayRange(token.day, end.day).forEach((d) => days.add(d));
          i += 2;
        } else days.add(token.day);
      } else break;
    }
    if (days.size === 0) return null;
    if (peek()?.kind === 'closed') {
      i++;
      continue;
    }
    // times: "9:00-12:00, 13:00-18:00"
    let ranges = 0;
    for (;;) {
      const [open, dash, close] = [tokens[i], tokens[i + 1], tokens[i + 2]];
      if (open?.kind !== 'time' || dash?.kind !== 'range' || close?.kind !== 'time') break;
      if (close.minutes <= open.minutes) return null;
      result.push({ days: [...days].sort((a, b) => a - b).map((d) => dayNames[d]!), opens: hhmm(open.minutes), closes: hhmm(close.minutes) });
      ranges++;
      i += 3;
    }
    if (ranges === 0) return null;
  }
  return result.length ? result : null;
}
