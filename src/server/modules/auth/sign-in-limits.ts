import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { clientIp } from '../../lib/rate-limit';
import { countHits, takeBack } from '../../lib/rate-limit-store';

const WINDOW_MS = 15 * 60 * 1000;
/** Failures of one account from one address per 15 minutes, then 429 for that pair (brute force). */
export const PAIR_LIMIT = 10;
/** Failures of one account from anywhere per 15 minutes, then each further attempt waits (distributed guessing). */
export const ACCOUNT_DELAY_AFTER = 10;
const DELAY_BASE_MS = 1000;
export const DELAY_MAX_MS = 15_000;

/** 1 s for the first attempt past ACCOUNT_DELAY_AFTER, doubling, at most DELAY_MAX_MS. */
export const accountDelayMs = (accountHits: number): number =>
  accountHits <= ACCOUNT_DELAY_AFTER ? 0 : Math.min(DELAY_MAX_MS, DELAY_BASE_MS * 2 ** Math.min(accountHits - ACCOUNT_DELAY_AFTER - 1, 10));

/** Who a password or code is checked for, and from where: the account's normalised name and the client address. */
export interface AttemptOrigin {
  account: string;
  ip: string | null | undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tooMany = () => new AppError(429, 'RATE_LIMITED', 'too many failed sign-in attempts, please try again later');

/**
 * The limits every password and two-factor check shares (sign-in, its code step, the account's own
 * password routes), counted in `rate_limits` so every server agrees (docs/decisions/0011-staff-accounts.md):
 * - one account from one address: PAIR_LIMIT failures, then 429 for that pair only;
 * - one address over every account: `loginRateLimit` (LOGIN_RATE_LIMIT) failures, then 429 (spraying);
 * - one account from every address: past ACCOUNT_DELAY_AFTER failures each attempt waits, growing,
 *   before it is checked; never a refusal, so nobody elsewhere can lock the owner out.
 * An attempt counts before the check (so parallel guesses cannot slip past) and a check that
 * passes takes its hits back. The account name is kept as its sha256, so no key outgrows the store.
 */
export function signInLimits(db: Db, settings: { loginRateLimit: number }) {
  const keys = (origin: AttemptOrigin) => {
    const account = createHash('sha256').update(origin.account).digest('hex');
    const ip = clientIp({ ip: origin.ip ?? undefined });
    return { pair: `sign-in-pair:${account}:${ip}`, address: `sign-in-ip:${ip}`, account: `sign-in-account:${account}` };
  };

  return {
    /** Runs one check under the limits; `passed` tells a result that is a success (default: any result; a throw is a failure). */
    async check<T>(origin: AttemptOrigin, verify: () => Promise<T>, passed: (result: T) => boolean = () => true): Promise<T> {
      const k = keys(origin);
      const [pair, address] = await countHits(db, [k.pair, k.address], WINDOW_MS);
      // a refused attempt is not counted against the account: one address cannot slow the owner down alone
      if (pair!.totalHits > PAIR_LIMIT || address!.totalHits > settings.loginRateLimit) throw tooMany();
      const [account] = await countHits(db, [k.account], WINDOW_MS);
      const delay = accountDelayMs(account!.totalHits);
      if (delay > 0) await sleep(delay);
      const result = await verify();
      if (passed(result)) await takeBack(db, [k.pair, k.address, k.account]);
      return result;
    },
  };
}
export type SignInLimits = ReturnType<typeof signInLimits>;
