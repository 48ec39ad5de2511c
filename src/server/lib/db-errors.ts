/** The SQLSTATE of a PostgreSQL error; drizzle wraps the driver error (pg or PGlite) in `cause`. */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown): boolean => pgErrorCode(err) === '23505';

/**
 * What a database error says about the request, as [status, code, message]: class 22 (the value:
 * NUL or an invalid byte sequence, too long, out of range) and class 23 (a constraint) are the
 * client's mistake; class 08 and server shutdowns mean the database is away for now.
 */
export function classifyDbError(err: unknown): [400 | 409 | 503, 'VALIDATION' | 'CONFLICT' | 'UNAVAILABLE', string] | undefined {
  const code = pgErrorCode(err);
  if (!code) return isConnectionFailure(err) ? UNAVAILABLE : undefined;
  if (code.startsWith('22')) return [400, 'VALIDATION', 'a value in the request is not valid text or is out of range'];
  if (code === '23505' || code === '23503') return [409, 'CONFLICT', 'the change conflicts with existing data'];
  if (code.startsWith('23')) return [400, 'VALIDATION', 'a value in the request breaks a rule of the data'];
  // connection lost, server shutting down or starting, statement timeout (the database is overloaded or away)
  if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '57014') return UNAVAILABLE;
  return undefined;
}

const UNAVAILABLE: [503, 'UNAVAILABLE', string] = [503, 'UNAVAILABLE', 'the database is unavailable, please try again shortly'];

/** node-postgres's own failures while the server is away: refused, reset, timed out, cut off. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const CONNECTION_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended unexpectedly|the database system is (starting up|shutting down)/i;

function isConnectionFailure(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  }
  return false;
}
