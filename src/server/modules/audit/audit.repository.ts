import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, max, type SQL } from 'drizzle-orm';
import type { AuditActor, AuditEntityType, AuditEntryView } from '../../../shared/schemas/audit';
import type { Db } from '../../db/client';
import { articles, auditLog, categories, consultations, users } from '../../db/schema';

export interface AuditFilter {
  actorId?: number;
  entityType?: AuditEntityType;
  entityId?: string;
  from?: Date;
  to?: Date;
}

/** An entry as stored: the Activity screen's view without its link, with the time as a Date. */
export type AuditRow = Omit<AuditEntryView, 'at' | 'href'> & { at: Date };

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  actorId: auditLog.actorId,
  actorName: auditLog.actorName,
  ip: auditLog.ip,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  entityLabel: auditLog.entityLabel,
  changes: auditLog.changes,
};

function where(f: AuditFilter): SQL | undefined {
  const conditions = [
    f.actorId !== undefined ? eq(auditLog.actorId, f.actorId) : undefined,
    f.entityType ? eq(auditLog.entityType, f.entityType) : undefined,
    f.entityId ? eq(auditLog.entityId, f.entityId) : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.to ? lt(auditLog.at, f.to) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  return conditions.length ? and(...conditions) : undefined;
}

/** The tables whose rows an entry can link to, by entity type (ids are integers there). */
const linkable = { article: articles, category: categories, enquiry: consultations, user: users } as const;
export type LinkableType = keyof typeof linkable;
export const isLinkable = (type: string): type is LinkableType => type in linkable;

export function auditRepository(db: Db) {
  return {
    /** Newest first; the id breaks ties within one instant. */
    async page(filter: AuditFilter, offset: number, limit: number): Promise<{ rows: AuditRow[]; total: number }> {
      const condition = where(filter);
      const [rows, [counted]] = await Promise.all([
        db.select(columns).from(auditLog).where(condition).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(auditLog).where(condition),
      ]);
      return { rows: rows as AuditRow[], total: Number(counted?.n ?? 0) };
    },

    /** Everyone who has an entry, under the name of their latest one. */
    async actors(): Promise<AuditActor[]> {
      const latest = await db
        .select({ id: auditLog.actorId, last: max(auditLog.id) })
        .from(auditLog)
        .where(isNotNull(auditLog.actorId))
        .groupBy(auditLog.actorId);
      const ids = latest.map((l) => Number(l.last)).filter(Number.isFinite);
      if (!ids.length) return [];
      const names = await db.select({ id: auditLog.actorId, name: auditLog.actorName }).from(auditLog).where(inArray(auditLog.id, ids)).orderBy(asc(auditLog.actorName));
      return names.map((n) => ({ id: n.id!, name: n.name ?? `#${n.id}` }));
    },

    /** Which of `ids` still exist in the table of `type`. */
    async existing(type: LinkableType, ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const table = linkable[type];
      const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
      return new Set(rows.map((r) => r.id));
    },

    /** Every entry, oldest first: the data export's part (the admins' record, in full). */
    all: (): Promise<AuditRow[]> => db.select(columns).from(auditLog).orderBy(asc(auditLog.id)) as Promise<AuditRow[]>,
  };
}
