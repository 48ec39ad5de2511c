import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELAY_AFTER, accountDelayMs, DELAY_MAX_MS } from './sign-in-limits';

describe('the delay before checking an account that keeps failing', () => {
  it('when an account has up to 10 failures, then no delay; past them 1 s, 2 s, 4 s, 8 s, then at most 15 s however many', () => {
    const delays = [ACCOUNT_DELAY_AFTER, 11, 12, 13, 14, 15, 16, 10_000].map(accountDelayMs);

    expect(delays).toEqual([0, 1000, 2000, 4000, 8000, DELAY_MAX_MS, DELAY_MAX_MS, DELAY_MAX_MS]);
    expect(DELAY_MAX_MS).toBe(15_000);
  });
});
