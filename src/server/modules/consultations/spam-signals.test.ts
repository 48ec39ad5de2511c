import { describe, expect, it } from 'vitest';
import type { SpamReason } from '../../../shared/schemas/consultations';
import { formTokenKey, MIN_FILL_MS, signFormToken } from './form-token';
import { spamSignals, spamVerdict } from './spam-signals';

const key = formTokenKey('unit test secret');
const now = 1_800_000_000_000;

describe('spamVerdict', () => {
  it.each<[SpamReason[], 'clean' | 'suspect' | 'spam', SpamReason | null]>([
    [[], 'clean', null],
    [['too-fast'], 'suspect', null],
    [['token-missing'], 'suspect', null],
    [['token-expired'], 'suspect', null],
    [['honeypot'], 'spam', 'honeypot'],
    [['token-invalid'], 'spam', 'token-invalid'],
    [['too-fast', 'token-missing'], 'spam', 'too-fast'],
    [['token-expired', 'too-fast'], 'spam', 'token-expired'],
    [['too-fast', 'honeypot'], 'spam', 'honeypot'],
  ])('when the signals are %j, then the post is %s (reason %s)', (signals, filed, reason) => {
    const verdict = spamVerdict(signals);

    expect({ spam: verdict.spam, suspect: verdict.suspect }).toEqual({ spam: filed === 'spam', suspect: filed === 'suspect' });
    expect(verdict.reason).toBe(reason);
    expect(verdict.signals).toEqual(signals);
  });
});

describe('spamSignals', () => {
  it('when a post is both fast and fills the honeypot, then both signals are kept', () => {
    expect(spamSignals(key, { website: 'http://x', formToken: signFormToken(key, now - 1_000) }, now)).toEqual(['honeypot', 'too-fast']);
  });

  it('when a post waited long enough with a good token and an empty honeypot, then it has none', () => {
    expect(spamSignals(key, { website: '  ', formToken: signFormToken(key, now - MIN_FILL_MS - 1) }, now)).toEqual([]);
  });
});
