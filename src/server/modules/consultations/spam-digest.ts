import type { Db } from '../../db/client';
import type { Job } from '../../lib/jobs';
import { withTransaction } from '../../lib/transaction';
import { singaporeClock, type DigestEntry } from '../outbox/outbox.messages';
import { queueSpamDigest } from '../outbox/outbox.service';
import type { SettingsService } from '../settings/settings.service';
import { spamDigestRepository } from './spam-digest.repository';

/** The digest goes out at the first check from this hour on, Singapore time: staff read it in the morning. */
const DIGEST_HOUR = 9;
/** How often each server's scheduler asks whether the day's digest is due (the day's row makes it once). */
const CHECK_EVERY_MS = 15 * 60 * 1000;
/** The mail lists this many entries, newest first, and counts the rest. */
const LISTED = 50;

interface SpamDigestRun {
  /** the Singapore day it was made for */
  day: string;
  /** the new spam entries it lists (0: no mail) */
  entries: number;
}

/**
 * The daily digest of the Spam folder's new entries (docs/decisions/0012-enquiry-inbox.md, addendum),
 * so a real enquiry filed as spam is seen within a day: one per Singapore day, to the addresses that
 * get the enquiry mail, through the outbox; none when nothing is new.
 */
export function spamDigestService(db: Db, deps: { settings: SettingsService }) {
  /** Makes the day's digest if it is due and no server made it yet; `now` is the clock (tests move it). */
  async function run(now: Date = new Date(), on: Db = db): Promise<SpamDigestRun | null> {
    const clock = singaporeClock(now);
    if (Number(clock.slice(11, 13)) < DIGEST_HOUR) return null;
    const day = clock.slice(0, 10);
    return withTransaction(on, async (tx) => {
      const { notifyEmails } = await deps.settings.mailPolicy(tx);
      // nobody to tell: the day stays unclaimed and the entries wait for the first digest that has someone
      if (!notifyEmails.length) return null;
      const repo = spamDigestRepository(tx);
      if (!(await repo.claimDay(day))) return null;
      const entries = await repo.markNew(day);
      await repo.setEntries(day, entries);
      if (entries) await queueSpamDigest(tx, day, notifyEmails, { smtpConfigured: deps.settings.smtpConfigured(), origin: null });
      return { day, entries };
    });
  }

  const job: Job = { name: 'spam-digest', everyMs: CHECK_EVERY_MS, run: (now, tx) => run(now, tx) };

  return {
    run,
    job,
    /** What the day's digest mail lists when it is sent (the outbox worker's). */
    entries: (day: string): Promise<{ entries: DigestEntry[]; total: number }> => spamDigestRepository(db).entries(day, LISTED),
  };
}
