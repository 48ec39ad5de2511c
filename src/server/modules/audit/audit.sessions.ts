import type { Db } from '../../db/client';
import { withTransaction, type Actor } from '../../lib/transaction';
import type { AuditRecorder } from './audit.recorder';

/** Longest attempted name kept: a sign-in form is no place to store an essay. */
const MAX_NAME = 100;

/**
 * Sign-ins, failed sign-ins and sign-outs (docs/decisions/0017-audit-log.md), each in its own
 * transaction: nothing else is written with them. A failed attempt has no actor: its label is the
 * name that was typed (never the password) and its IP is the caller's. Built once by the
 * composition root and handed to the sign-in routes.
 */
export function sessionAudit(db: Db, audit: AuditRecorder) {
  const record = (actor: Actor | null, action: 'sign-in' | 'sign-in-failed' | 'sign-out', label: string | null) =>
    withTransaction(db, (tx) => audit.record(tx, actor, { action, entityType: 'session', entityId: actor?.userId ?? null, entityLabel: label }));
  return {
    signedIn: (user: { id: number; username: string }, ip: string | null) => record({ userId: user.id, username: user.username, ip }, 'sign-in', user.username),
    failed: (attempted: unknown, ip: string | null) =>
      withTransaction(db, (tx) =>
        audit.record(tx, { userId: null, username: null, ip }, { action: 'sign-in-failed', entityType: 'session', entityLabel: typeof attempted === 'string' ? attempted.trim().slice(0, MAX_NAME) : null }),
      ),
    signedOut: (actor: Actor) => record(actor, 'sign-out', actor.username),
  };
}
export type SessionAudit = ReturnType<typeof sessionAudit>;
