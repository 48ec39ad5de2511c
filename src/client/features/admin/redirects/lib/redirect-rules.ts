import type { ErrorCode } from '@shared/error-codes';

/**
 * Which field of the redirect form a server refusal is about, so its message shows under that field:
 * a loop is the new address's fault, an existing redirect or a live page the old one's.
 */
export function conflictField(code: ErrorCode): 'fromPath' | 'toPath' | null {
  if (code === 'REDIRECT_LOOP') return 'toPath';
  if (code === 'REDIRECT_EXISTS' || code === 'REDIRECT_FROM_LIVE_PAGE') return 'fromPath';
  return null;
}

/** An address that leaves the site (http:// or https://). */
export const isExternal = (to: string): boolean => /^https?:\/\//i.test(to);
