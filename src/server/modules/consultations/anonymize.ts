import type { Db } from '../../db/client';
import { cancelUpcomingAppointments } from '../booking/booking.retention';
import { dropUnsentMail } from '../outbox/outbox.service';
import { anonymizeRepository } from './anonymize.repository';
import { timelineRepository } from './timeline.repository';

/** Blanks the enquiries, their notes in the timeline and their unsent mail, frees their booked slots to come, and records it. */
export async function anonymizeIn(tx: Db, ids: number[], at: Date, actorId: number | null): Promise<number[]> {
  const done = await anonymizeRepository(tx).anonymize(ids, at);
  await timelineRepository(tx).blankNotes(done);
  await dropUnsentMail(tx, done);
  const released = await cancelUpcomingAppointments(tx, done, at);
  await timelineRepository(tx).add([
    ...released.map((consultationId) => ({ consultationId, kind: 'booking-cancelled' as const, actorId, at })),
    ...done.map((consultationId) => ({ consultationId, kind: 'anonymized' as const, actorId, at })),
  ]);
  return done;
}
