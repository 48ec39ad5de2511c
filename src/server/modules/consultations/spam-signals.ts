import type { SpamReason } from '../../../shared/schemas/consultations';
import { formTokenProblem } from './form-token';

/**
 * Signals that file a post as spam on their own: people never see the hidden field, and no page we
 * served signs a forged token. A fast post, a missing token (a form sent without JavaScript) and an
 * expired one (a page left open over a day) happen to real visitors, so alone they only mark it suspect.
 */
const CONCLUSIVE: readonly SpamReason[] = ['honeypot', 'token-invalid'];

export interface SpamVerdict {
  /** filed in the Spam folder: no staff mail, listed in the next daily digest */
  spam: boolean;
  /** filed in the inbox, marked, and mailed to staff with the reason */
  suspect: boolean;
  /** why it is spam (the conclusive signal, else the first), null when it is not */
  reason: SpamReason | null;
  signals: SpamReason[];
}

/** Every signal a post shows: the honeypot, then its form token's problem (form-token.ts). */
export function spamSignals(key: Buffer, post: { website?: string; formToken?: string }, now: number): SpamReason[] {
  const token = formTokenProblem(key, post.formToken, now);
  return [...(post.website?.trim() ? (['honeypot'] as const) : []), ...(token ? [token] : [])];
}

/** One signal marks a post suspect; a second, or a conclusive one, files it as spam (docs/decisions/0012-enquiry-inbox.md, addendum). */
export function spamVerdict(signals: SpamReason[]): SpamVerdict {
  const conclusive = signals.find((s) => CONCLUSIVE.includes(s));
  const spam = Boolean(conclusive) || signals.length >= 2;
  return { spam, suspect: !spam && signals.length === 1, reason: spam ? (conclusive ?? signals[0]!) : null, signals };
}
