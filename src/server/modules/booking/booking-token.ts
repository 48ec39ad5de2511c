import crypto from 'node:crypto';

/**
 * The visitor's link to change or cancel a booking, without an account (docs/decisions/0028-booking-and-chat.md):
 * `<appointment id>.<version>.<expires, s>.<HMAC>`. A change bumps the appointment's `token_version`,
 * so the link it was made with is spent; a link stops working when the meeting starts.
 */
export interface BookingTokenClaims {
  appointmentId: number;
  version: number;
  /** when the link stops working: the meeting's start */
  expiresAt: Date;
}

/** The key that signs booking links, derived from the root secret (never the secret itself). */
export const bookingTokenKey = (secret: string): Buffer => Buffer.from(crypto.hkdfSync('sha256', secret, '', 'booking-link', 32));

const mac = (key: Buffer, body: string) => crypto.createHmac('sha256', key).update(`booking:${body}`).digest('base64url');

export function signBookingToken(key: Buffer, { appointmentId, version, expiresAt }: BookingTokenClaims): string {
  const body = `${appointmentId}.${version}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${mac(key, body)}`;
}

/** The claims of a token this server signed, or undefined for anything else (its expiry is the caller's to judge). */
export function readBookingToken(key: Buffer, token: string): BookingTokenClaims | undefined {
  const match = /^(\d{1,10})\.(\d{1,6})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return undefined;
  const body = `${match[1]}.${match[2]}.${match[3]}`;
  const expected = Buffer.from(mac(key, body));
  const given = Buffer.from(match[4]!);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
  return { appointmentId: Number(match[1]), version: Number(match[2]), expiresAt: new Date(Number(match[3]) * 1000) };
}
