import type { Db } from '../../db/client';
import { dropUnsentMail } from '../outbox/outbox.service';
import { anonymizeRepository } from './anonymize.repository';
import { timelineRepository } from './timeline.repository';

/** Blanks the enquiries, their notes in the timeline and their unsent mail, and records it. */
export async function anonymizeIn(tx: Db, ids: number[], at: Date, actorId: number | null): Promise<number[]> {
  const done = await anonymizeRepository(tx).anonymize(ids, at);
  await timelineRepository(tx).blankNotes(done);
  await dropUnsentMail(tx, done);
  await timelineRepository(tx).add(done.map((consultationId) => ({ consultationId, kind: 'anonymized' as const, actorId, at })));
  return done;
}
