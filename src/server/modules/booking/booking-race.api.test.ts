import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { openSecondApp } from '../../test/second-app';
import { setupApiSuite } from '../../test/test-app';
import { bookingPost, firmSettings, freeSlots, onBookingClock, saveSettings, sg } from './booking.fixtures';

/**
 * No slot is sold twice (docs/decisions/0028-booking-and-chat.md): two servers on one database, 50
 * visitors pressing at once. On PostgreSQL the two servers' pools run the transactions side by side
 * and appointments_slot_idx decides; PGlite runs them one after another in its single process. Each
 * visitor asks about another service: enquiries of one service and month share a row of the counts
 * table (docs/decisions/0006-enquiry-list-counts.md), whose lock would make them wait for each other.
 */
const api = setupApiSuite();
onBookingClock(api);

let second: App;
beforeAll(async () => {
  await saveSettings(api, firmSettings());
  second = await openSecondApp(api.t);
  await second.scheduler.stop();
});
afterAll(() => second?.close());

type Rows<T> = { rows: T[] };

describe('the double-booking race', () => {
  it('when 50 visitors book one slot at once through two servers, then exactly one gets 201 and the others 409 SLOT_TAKEN with the next free slots', async () => {
    const startsAt = sg('2027-03-30T10:00');
    const servers = [api.t.app, second.app];

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => request(servers[i % 2]!).post('/api/public/bookings').send(bookingPost(api, startsAt, { name: `racer-${i}`, email: `racer-${i}@example.com`, type: `race-${i}` }))),
    );

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const lost of answers.filter((a) => a.status === 409)) {
      expect(lost.body.code).toBe('SLOT_TAKEN');
      expect(lost.body.nextSlots[0]).toBe(sg('2027-03-30T10:30'));
    }
    const stored = (await api.t.database.db.execute(
      sql`SELECT count(*)::int AS n, count(a.id)::int AS booked FROM consultations c LEFT JOIN appointments a ON a.consultation_id = c.id WHERE c.name LIKE 'racer-%'`,
    )) as unknown as Rows<{ n: number; booked: number }>;
    expect(stored.rows[0]).toEqual({ n: 1, booked: 1 });
    expect(await freeSlots(api)).not.toContain(startsAt);
  });
});
