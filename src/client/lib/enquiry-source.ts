import type { UtmKey } from '@shared/schemas/consultations';

export type Utm = Partial<Record<UtmKey, string>>;

// the shared schema's keys, listed here so the home page does not load zod (a missing key fails tsc)
const utmKeyMap = { source: true, medium: true, campaign: true, term: true, content: true } satisfies Record<UtmKey, true>;
const utmKeys = Object.keys(utmKeyMap) as UtmKey[];

/*
 * Where an enquiry came from (docs/decisions/0012-enquiry-inbox.md): the site's footer remembers the campaign a visitor lands with, on
 * every public page; the enquiry form reads it. Here, in lib/, because both features use it.
 */

/** sessionStorage: the campaign a visitor landed with, kept for the visit (docs/decisions/0012-enquiry-inbox.md). */
const STORAGE_KEY = 'enquiry-utm';
const MAX_UTM = 200;
const MAX_SOURCE_PAGE = 500;

/** The utm_* parameters of a query string, or undefined when it has none. */
export function utmFromSearch(search: string): Utm | undefined {
  const params = new URLSearchParams(search);
  return cleanUtm((key) => params.get(`utm_${key}`));
}

function cleanUtm(read: (key: UtmKey) => unknown): Utm | undefined {
  const utm: Utm = {};
  for (const key of utmKeys) {
    const value = read(key);
    if (typeof value === 'string' && value.trim()) utm[key] = value.trim().slice(0, MAX_UTM);
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

// Storage can be missing or refuse (private modes, disabled cookies): the enquiry is sent without it then.
const storage = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/**
 * Keeps the campaign of the URL a visitor lands on for the rest of the visit, since the enquiry may be
 * sent from another page. A later landing with other parameters replaces it; pages without any keep it.
 */
export function rememberUtm(search: string): void {
  const utm = utmFromSearch(search);
  if (!utm) return;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(utm));
  } catch {
    // full or refused: nothing to remember
  }
}

/** The campaign of the current URL, else the one remembered for the visit. */
export function visitUtm(search: string): Utm | undefined {
  const current = utmFromSearch(search);
  if (current) return current;
  try {
    const stored = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
    return stored && typeof stored === 'object' ? cleanUtm((key) => stored[key]) : undefined;
  } catch {
    return undefined;
  }
}

/** The page the form is on: path and query, as the address bar shows it (with /en for English pages). */
export const sourcePageOf = (location: Pick<Location, 'pathname' | 'search'>): string => (location.pathname + location.search).slice(0, MAX_SOURCE_PAGE);
