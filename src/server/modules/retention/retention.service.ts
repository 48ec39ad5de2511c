import type { Db } from '../../db/client';
import type { Job } from '../../lib/jobs';
import type { ConsultationsService } from '../consultations/consultations.service';
import { purgeDoneMail } from '../outbox/outbox.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Mail done (sent, skipped, given up) is kept this long for a look at what went out, then removed. */
const OUTBOX_KEEP_DAYS = 30;

/** `months` calendar months before `now` (UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

export interface RetentionResult {
  anonymized: number;
  mailRemoved: number;
}

/**
 * PDPA retention (docs/decisions/0012-enquiry-inbox.md): enquiries Completed or Cancelled for longer
 * than RETENTION_MONTHS (by their last status change) are anonymised; Pending and Processing never are.
 */
export function retentionService(db: Db, consultations: ConsultationsService, retentionMonths: number) {
  async function runRetention(now: Date = new Date(), on: Db = db): Promise<RetentionResult> {
    const cutoff = monthsBefore(now, retentionMonths);
    let anonymized = 0;
    for (let batch = await consultations.anonymizeExpired(cutoff, now, on); batch > 0; batch = await consultations.anonymizeExpired(cutoff, now, on)) {
      anonymized += batch;
    }
    const mailRemoved = await purgeDoneMail(on, new Date(now.getTime() - OUTBOX_KEEP_DAYS * DAY_MS));
    return { anonymized, mailRemoved };
  }

  const job: Job = { name: 'retention', everyMs: DAY_MS, run: (now, tx) => runRetention(now, tx) };
  return { runRetention, job };
}
