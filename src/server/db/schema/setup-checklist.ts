import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The setup checklist's items staff closed by hand (migration 0014): dismissed with a reason, or
 * confirmed (the home page's samples). An item missing here is open until its data fills it.
 */
export const setupChecklist = pgTable('setup_checklist', {
  item: text('item').primaryKey(),
  state: text('state', { enum: ['dismissed', 'confirmed'] }).notNull(),
  reason: text('reason'),
  // REFERENCES users ON DELETE SET NULL in migration 0014 (schema files import no other: no import cycle)
  actorId: integer('actor_id'),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
