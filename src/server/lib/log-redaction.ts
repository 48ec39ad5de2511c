import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import { pgErrorCode } from './db-errors';

/**
 * What never reaches the logs (issue 15): request bodies, personal fields (names, emails, phones,
 * messages, notes, passwords) and session ids. pino-http logs only method, path and status; these
 * cover what errors and query strings carry.
 */
const PERSONAL_QUERY_KEYS = new Set(['q', 'search', 'name', 'email', 'phone', 'username']);

/** A URL with the values of personal query parameters (the admin enquiry search) replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  let changed = false;
  for (const key of params.keys()) {
    if (PERSONAL_QUERY_KEYS.has(key.toLowerCase())) {
      params.set(key, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, at)}?${params.toString()}` : url;
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
