import type { AuditAction, AuditChange, AuditEntityType } from '../../../shared/schemas/audit';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Actor } from '../../lib/transaction';

export interface AuditEntry {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId?: string | number | null;
  entityLabel?: string | null;
  changes?: AuditChange[];
}

/** Longest text kept for an old or new value; longer ones are cut with an ellipsis. */
const MAX_TEXT = 200;

function shorten(value: unknown): unknown {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object') {
    const text = JSON.stringify(value);
    return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : value;
  }
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(shorten(a ?? null)) === JSON.stringify(shorten(b ?? null)) && JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two states of a thing, with their old and new values cut short.
 * `fields` limits the comparison (default: every key of either); `before` null means it was created.
 */
export function changesBetween(beforeState: object | null, afterState: object | null, fields?: readonly string[]): AuditChange[] {
  // any object will do (an interface has no index signature); only its own keys are read
  const before = beforeState as Record<string, unknown> | null;
  const after = afterState as Record<string, unknown> | null;
  const keys = fields ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChange[] = [];
  for (const field of keys) {
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    if (!same(from, to)) changes.push({ field, from: shorten(from), to: shorten(to) });
  }
  return changes;
}

/**
 * Appends one entry to the audit log, in the caller's transaction (`tx`), so it commits or rolls
 * back with the change it records. `actor` null is the system (a scheduled job).
 */
async function recordAudit(tx: Db, actor: Actor | null, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor?.userId ?? null,
    actorName: actor?.username ?? null,
    ip: actor?.ip ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    entityLabel: entry.entityLabel ? String(entry.entityLabel).slice(0, MAX_TEXT) : null,
    changes: entry.changes ?? [],
  });
}

/**
 * The audit log's write side as a service: the composition root hands it to every module that
 * records a change, so no module reaches into the audit tables itself (docs/decisions/0017-audit-log.md).
 */
export function auditRecorder() {
  return { record: recordAudit };
}
export type AuditRecorder = ReturnType<typeof auditRecorder>;

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date);

/**
 * changesBetween one level down: for each of `fields` holding an object (home content's `zh`), its
 * changed keys read `zh.heroTitle`; a field holding anything else compares as a whole.
 */
export function nestedChangesBetween(before: Record<string, unknown>, after: Record<string, unknown>, fields: readonly string[]): AuditChange[] {
  return fields.flatMap((field) => {
    const from = before[field];
    const to = after[field];
    if (!isPlainObject(from) || !isPlainObject(to)) return changesBetween({ [field]: from }, { [field]: to }, [field]);
    return changesBetween(from, to).map((c) => ({ ...c, field: `${field}.${c.field}` }));
  });
}
