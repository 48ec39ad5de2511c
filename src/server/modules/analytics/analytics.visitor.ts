import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';
import { can, type Role } from '../../../shared/permissions';
import type { DeviceClass } from '../../../shared/schemas/analytics';
import type { Db } from '../../db/client';
import { analyticsRepository } from './analytics.repository';

/** What the visitor rules read of a request (an Express request has it; tests may pass a plain object). */
export interface VisitorRequest {
  ip?: string;
  hostname: string;
  headers: IncomingHttpHeaders;
  user?: { role: Role } | null;
}

const header = (req: VisitorRequest, name: string): string => {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
};

/**
 * Whether a request counts as a visit (docs/decisions/0029-analytics.md). Not counted, though answered
 * alike: a browser asking not to be tracked (DNT, Global Privacy Control); a crawler, a headless
 * browser or a script without a user agent; a page fetched ahead of a click that may never come
 * (prefetch, prerender); staff signed in, who try their own pages.
 */
export function isCounted(req: VisitorRequest): boolean {
  if (header(req, 'dnt') === '1' || header(req, 'sec-gpc') === '1') return false;
  const userAgent = header(req, 'user-agent');
  if (!userAgent || isbot(userAgent)) return false;
  const purpose = [header(req, 'sec-purpose'), header(req, 'purpose'), header(req, 'x-moz')].join(' ').toLowerCase();
  if (purpose.includes('prefetch')) return false;
  return !can(req.user?.role, 'backOffice');
}

/** A rough class from the user agent, by hand: a tablet before a phone (an Android tablet lacks "Mobile"). */
export function deviceClassOf(userAgent: string): DeviceClass {
  if (/iPad|Tablet|Kindle|Silk/.test(userAgent) || (/Android/.test(userAgent) && !/Mobile/.test(userAgent))) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/.test(userAgent)) return 'phone';
  return 'desktop';
}

/** The visitor's country from the proxy's header (ANALYTICS_COUNTRY_HEADER) only; Cloudflare's unknown (XX) and Tor (T1) are none. */
export function countryOf(req: VisitorRequest, countryHeader: string | undefined): string | null {
  if (!countryHeader) return null;
  const value = header(req, countryHeader);
  if (!/^[A-Za-z]{2}$/.test(value)) return null;
  const country = value.toUpperCase();
  return country === 'XX' || country === 'T1' ? null : country;
}

const withoutWww = (host: string) => host.replace(/^www\./, '');

/** The site's host: PUBLIC_URL's, else the request's (allowed-hosts.ts let only allowed ones in). */
export const siteHostOf = (publicUrl: string | undefined, req: VisitorRequest): string => (publicUrl ? new URL(publicUrl).hostname : req.hostname).toLowerCase();

/** Only another site's host is kept of document.referrer (no path: it may carry someone's search or token). */
export function referrerHostOf(referrer: string | undefined, siteHost: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = withoutWww(url.hostname.toLowerCase());
  return host && host !== withoutWww(siteHost) ? host : null;
}

/** A page's path as counted: no trailing slash (but "/"), no query; null if it is not a path. */
export function pathOf(page: string | null | undefined): string | null {
  const path = page?.split(/[?#]/)[0]?.trim();
  if (!path?.startsWith('/') || /\s/.test(path)) return null;
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * A visitor's key for one Singapore day: the day's salt, the address, the user agent and the site,
 * hashed. Without the salt (deleted the day after) the key cannot be recomputed from an address, and
 * the same person gets another key tomorrow: nothing follows a visitor across days or sites.
 */
export function visitorKey(parts: { salt: string; ip: string; userAgent: string; host: string }): string {
  return crypto.createHash('sha256').update([parts.salt, parts.ip, parts.userAgent, parts.host].join('\n')).digest('hex').slice(0, 32);
}

/**
 * Each day's salt, shared by the servers through analytics_salts and held in memory for one day:
 * a new day's first request makes (or reads) its row and deletes the days before.
 */
export function saltStore(db: Db) {
  const repo = analyticsRepository(db);
  let held: { day: string; salt: Promise<string> } | undefined;
  return {
    saltOf(day: string): Promise<string> {
      if (held?.day === day) return held.salt;
      const salt = repo.saltOf(day, crypto.randomBytes(32).toString('base64url'));
      const entry = { day, salt };
      held = entry;
      // a failed read is asked again by the next request
      salt.catch(() => {
        if (held === entry) held = undefined;
      });
      return salt;
    },
  };
}
export type SaltStore = ReturnType<typeof saltStore>;
