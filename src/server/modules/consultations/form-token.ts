import crypto from 'node:crypto';
import type { SpamReason } from '../../../shared/schemas/consultations';

/** A person needs longer than this to fill the form; a bot posting at once is suspect. */
export const MIN_FILL_MS = 3_000;
/** A page left open longer than a day is suspect too (and a replayed old token). */
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000;

/** The key that signs form tokens, derived from the root secret (never the secret itself). */
export const formTokenKey = (secret: string): Buffer =>
  Buffer.from(crypto.hkdfSync('sha256', secret, '', 'enquiry-form-token', 32));

const mac = (key: Buffer, issuedAt: number) => crypto.createHmac('sha256', key).update(`enquiry:${issuedAt}`).digest('base64url');

/**
 * `<issued at, ms>.<HMAC>`: the form fetches it when it mounts (pages are cached and shared, so it
 * cannot be in the HTML) and posts it back (docs/decisions/0012-enquiry-inbox.md).
 */
export const signFormToken = (key: Buffer, issuedAt: number): string => `${issuedAt}.${mac(key, issuedAt)}`;

/** Why a post's token makes it suspect, or undefined for a good one. */
export function formTokenProblem(key: Buffer, token: string | undefined, now: number): SpamReason | undefined {
  if (!token) return 'token-missing';
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return 'token-invalid';
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(mac(key, issuedAt));
  const given = Buffer.from(match[2]!);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'token-invalid';
  if (now - issuedAt > MAX_TOKEN_AGE_MS) return 'token-expired';
  if (now - issuedAt < MIN_FILL_MS) return 'too-fast';
  return undefined;
}
