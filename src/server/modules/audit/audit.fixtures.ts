import { asc, gt, max } from 'drizzle-orm';
import type { AuditChange } from '../../../shared/schemas/audit';
import { auditLog } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

export interface StoredEntry {
  id: number;
  actorId: number | null;
  actorName: string | null;
  ip: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  entityLabel: string | null;
  changes: AuditChange[];
}

/** The newest entry's id: what a test's act is measured from. */
export async function auditMark(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ last: max(auditLog.id) }).from(auditLog);
  return Number(row?.last ?? 0);
}

/** The entries written after `mark`, oldest first. */
export async function entriesSince(t: TestApp, mark: number): Promise<StoredEntry[]> {
  const rows = await t.database.db.select().from(auditLog).where(gt(auditLog.id, mark)).orderBy(asc(auditLog.id));
  return rows.map(({ at: _at, ...row }) => row as StoredEntry);
}

/** Runs `act` and answers the entries it wrote. */
export async function recorded(t: TestApp, act: () => Promise<unknown>): Promise<StoredEntry[]> {
  const mark = await auditMark(t);
  await act();
  return entriesSince(t, mark);
}
