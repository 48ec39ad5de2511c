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
  if (!code) return undefined;
  if (code.startsWith('22')) return [400, 'VALIDATION', 'a value in the request is not valid text or is out of range'];
  if (code === '23505' || code === '23503') return [409, 'CONFLICT', 'the change conflicts with existing data'];
  if (code.startsWith('23')) return [400, 'VALIDATION', 'a value in the request breaks a rule of the data'];
  if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03') return [503, 'UNAVAILABLE', 'the database is unavailable, please try again shortly'];
  return undefined;
}
