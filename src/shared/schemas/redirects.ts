import { z } from 'zod';
import { validationCode as m } from '../validation';

/**
 * Redirects staff manage, and the addresses visitors could not reach (docs/decisions/0027-found-and-shared.md).
 * A redirect's `fromPath` is a path on this site (no query string, no trailing slash but `/`);
 * `toPath` is a path on this site or a full http(s) URL. Changing a published article's slug or
 * section records one automatically (`source: 'auto'`), per language.
 */
export const redirectStatuses = [301, 302] as const;
export type RedirectStatus = (typeof redirectStatuses)[number];

export const REDIRECT_PATH_MAX = 500;
/** at most this many redirects: a CSV import beyond it is refused line by line */
export const REDIRECTS_MAX = 10_000;
/** at most this many lines in one CSV import */
export const REDIRECT_IMPORT_LINES_MAX = 2_000;
/** distinct not-found paths kept; beyond it the least recently seen are dropped */
export const NOT_FOUND_PATHS_MAX = 10_000;

const ownPath = /^\/(?!\/)[^?#\s\\]*$/;

/** An address on this site as staff type it: trimmed, the query and fragment refused, a trailing slash dropped. */
export const redirectFromSchema = z
  .string()
  .trim()
  .max(REDIRECT_PATH_MAX)
  .regex(ownPath, m.redirectFromInvalid)
  .transform((path) => (path.length > 1 ? path.replace(/\/+$/, '') : path));

/** Where a redirect goes: a path on this site (a query string allowed) or a full http(s) URL. */
export const redirectToSchema = z
  .string()
  .trim()
  .max(REDIRECT_PATH_MAX)
  .refine((to) => /^\/(?!\/)[^\s\\]*$/.test(to) || /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(to), m.redirectToInvalid);

export const redirectInputSchema = z
  .object({
    fromPath: redirectFromSchema,
    toPath: redirectToSchema,
    status: z.union([z.literal(301), z.literal(302)]).default(301),
  })
  .refine((r) => r.fromPath !== r.toPath, { path: ['toPath'], message: m.redirectSameAddress });
export type RedirectInput = z.input<typeof redirectInputSchema>;

export const redirectListQuerySchema = z.object({
  /** matches either address */
  q: z.string().trim().max(REDIRECT_PATH_MAX).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export interface Redirect {
  id: number;
  fromPath: string;
  toPath: string;
  status: RedirectStatus;
  /** 'auto': recorded when a published article's address changed; 'staff': added on the Redirects screen or imported */
  source: 'auto' | 'staff';
  hits: number;
  lastHitAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface RedirectList {
  items: Redirect[];
  total: number;
  page: number;
  pageSize: number;
}

/** POST /api/redirects/import: `csv` lines of `from,to[,status]` (a header line `from,to,status` is skipped). */
export const redirectImportSchema = z.object({ csv: z.string().max(500_000) });

export interface RedirectImportAnswer {
  created: number;
  updated: number;
  /** 1-based line numbers of the CSV text with the error code (a validation code or an error code) and its English text */
  errors: { line: number; code: string; message: string }[];
}

export const notFoundQuerySchema = z.object({
  /** 'month': since the first of this month, Singapore time (default); 'all': everything kept */
  range: z.enum(['month', 'all']).default('month'),
  /** include requests whose user agent looks like a bot */
  bots: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export interface NotFoundEntry {
  path: string;
  /** hits in the range asked for: since the first of this month (range 'month'), or all kept */
  hits: number;
  firstSeenAt: string;
  lastSeenAt: string;
  /** the last referring page (Referer header, cut at 500 characters), if any */
  referrer: string | null;
  /** every hit's user agent looked like a bot (none, or a known crawler's): a person's visit clears it */
  bot: boolean;
}

export interface NotFoundList {
  items: NotFoundEntry[];
  /** distinct paths in the range (not only the listed ones) */
  total: number;
}
