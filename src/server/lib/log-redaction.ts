import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import { pgErrorCode } from './db-errors';

/**
 * What never reaches the logs (docs/decisions/0009-faults.md): request bodies, personal fields (names, emails, phones,
 * messages, notes, passwords) and session ids. pino-http logs only method, path and status; these
 * cover what errors and query strings carry.
 */
const PERSONAL_QUERY_KEYS = new Set(['q', 'search', 'name', 'email', 'phone', 'username', 'token']);

/** A request line's URL is cut here: a visitor's 7 KB address must not cost 7 KB of log per request. */
export const MAX_LOGGED_URL = 512;
const CUT_MARK = '…[cut]';
/** Enough of a long URL to redact before cutting it (a token that straddles the cut is cut with it). */
const REDACT_WINDOW = 2048;

/**
 * Secrets carried in the path: a shared preview link's token (/preview/<token>, /en/preview/...,
 * /api/preview/..., docs/decisions/0016-publishing.md: the database keeps only its hash), and any
 * segment shaped like a random token (32+ characters of base64url mixing cases, or hex). Readable
 * slugs are lower-case words and stay.
 */
const PREVIEW_TOKEN = /(\/preview\/)(?!articles(?:[/?#]|$))[^/?#]+/g;
const TOKEN_SEGMENT = /(?<=\/)(?:[0-9a-f]{32,}|(?=[\w-]*[A-Z])(?=[\w-]*[a-z])[\w-]{32,})(?=[/?#]|$)/g;

function redactPath(pathname: string): string {
  if (pathname.length < 32 && !pathname.includes('/preview/')) return pathname;
  return pathname.replace(PREVIEW_TOKEN, '$1[token]').replace(TOKEN_SEGMENT, '[token]');
}

/**
 * A URL as a request line logs it: token-shaped path segments and the values of personal query
 * parameters (the admin enquiry search) replaced, then cut at MAX_LOGGED_URL characters.
 */
export function redactUrl(url: string): string {
  const window = url.length > REDACT_WINDOW ? url.slice(0, REDACT_WINDOW) : url;
  const at = window.indexOf('?');
  const pathname = redactPath(at < 0 ? window : window.slice(0, at));
  let redacted = pathname;
  if (at >= 0) {
    const query = window.slice(at + 1);
    const params = new URLSearchParams(query);
    let changed = false;
    for (const key of params.keys()) {
      if (PERSONAL_QUERY_KEYS.has(key.toLowerCase())) {
        params.set(key, '[redacted]');
        changed = true;
      }
    }
    redacted = `${pathname}?${changed ? params.toString() : query}`;
  }
  return redacted.length > MAX_LOGGED_URL || url.length > REDACT_WINDOW ? redacted.slice(0, MAX_LOGGED_URL - CUT_MARK.length) + CUT_MARK : redacted;
}

/** drizzle's "Failed query: ... params: a,b,c" carries the values written: the query stays, the values go. */
const stripParams = (text: string | undefined) => text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');

/** Fields of database errors that quote row values ("Key (email)=(...) already exists"). */
const VALUE_FIELDS = ['detail', 'where', 'params', 'parameters', 'internalQuery'];

type Serialized = Record<string, unknown>;

/** pino's error serialiser without the values a failed query wrote, at every level of `cause`. */
export function safeErrorSerializer(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const out = stdSerializers.err(err) as unknown as Serialized;
  const clean = (e: Serialized, depth: number): Serialized => {
    const copy: Serialized = { ...e, message: stripParams(e.message as string), stack: stripParams(e.stack as string) };
    for (const field of VALUE_FIELDS) if (field in copy) copy[field] = '[redacted]';
    if (copy.cause && typeof copy.cause === 'object' && depth < 4) copy.cause = clean(copy.cause as Serialized, depth + 1);
    return copy;
  };
  const sqlState = pgErrorCode(err);
  return { ...clean(out, 0), ...(sqlState ? { sqlState } : {}) };
}

/**
 * pino `redact` paths, for anything logged by hand. Exact paths only: wildcards ('*.email') cost
 * about 4 µs on every log line, and request lines carry none of these anyway.
 */
const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'body',
  'req.body',
  'password',
  'email',
  'phone',
  'name',
  'sid',
  'sessionId',
];

/** The server's logger: redacted as above, errors through the safe serialiser. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, redact: redactPaths, serializers: { err: safeErrorSerializer } }, destination);
}
