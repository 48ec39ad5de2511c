import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditChange } from '../../../shared/schemas/audit';

/**
 * The audit log (docs/decisions/0017-audit-log.md): append-only; a trigger refuses UPDATE and DELETE (migration 0010).
 * No foreign keys: entries outlive the accounts and things they are about.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    ip: text('ip'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    /** a short label of the thing (an article's title), so the log reads well after it is gone */
    entityLabel: text('entity_label'),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_actor_idx').on(t.actorId, t.at), index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at)],
);
