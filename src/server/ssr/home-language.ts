import type { IncomingMessage } from 'node:http';
import { englishPrefix } from '../../shared/paths';
import { readCookie } from './language';

/** The cookie mirroring the visitor's stored choice (language-preference.ts, docs/product-spec.md section 1). */
const LANGUAGE_COOKIE = 'language';

/**
 * Whether an Accept-Language header ranks English above Chinese (docs/decisions/0024-beyond-the-spec.md). Ranges are taken by
 * quality, ties in the order given; the first that is English or Chinese decides; neither means no.
 */
export function prefersEnglish(header: string | undefined): boolean {
  if (!header) return false;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0 && (r.primary === 'en' || r.primary === 'zh'))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges[0]?.primary === 'en';
}

/**
 * A first visit to `/` from a browser preferring English, with no stored choice and no explicit
 * ?lang=: it goes to /en (302). Every other path keeps its URL's language. Checked before the page
 * cache's fast path, so the cached Chinese home page is never served to such a visitor.
 */
export function isEnglishHomeVisit(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = new URL(req.url ?? '/', 'http://in-process');
  if (url.pathname !== '/' || url.searchParams.has('lang')) return false;
  if (readCookie(req.headers.cookie, LANGUAGE_COOKIE) !== undefined) return false;
  return prefersEnglish(req.headers['accept-language']);
}

/** Where such a visit goes: /en, keeping the query (campaign links). */
export function englishHomeTarget(req: IncomingMessage): string {
  const url = new URL(req.url ?? '/', 'http://in-process');
  return englishPrefix + url.search;
}
