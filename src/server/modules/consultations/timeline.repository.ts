import { asc, eq, inArray, isNotNull, and } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { consultationTimeline, users } from '../../db/schema/index';
import type { TimelineEntry, TimelineKind } from '../../../shared/schemas/inbox';

export interface NewTimelineEntry {
  consultationId: number;
  kind: TimelineKind;
  fromStatus?: string | null;
  toStatus?: string | null;
  note?: string | null;
  assigneeId?: number | null;
  actorId: number | null;
  at?: Date;
}

const actor = alias(users, 'actor');
const assignee = alias(users, 'assignee');

const staff = (id: number | null, username: string | null) => (id !== null && username !== null ? { id, username } : null);

/** An enquiry's history, in its own table, written in the transaction of the change it records. */
export function timelineRepository(db: Db) {
  return {
    async add(entries: NewTimelineEntry[]): Promise<number[]> {
      if (!entries.length) return [];
      const rows = await db
        .insert(consultationTimeline)
        .values(entries.map(({ at, ...e }) => ({ ...e, ...(at && { createdAt: at }) })))
        .returning({ id: consultationTimeline.id });
      return rows.map((r) => r.id);
    },

    /** Oldest first (by id: entries of one transaction share its time). */
    async list(consultationId: number, ids?: number[]): Promise<TimelineEntry[]> {
      const rows = await db
        .select({
          id: consultationTimeline.id,
          kind: consultationTimeline.kind,
          fromStatus: consultationTimeline.fromStatus,
          toStatus: consultationTimeline.toStatus,
          note: consultationTimeline.note,
          assigneeId: assignee.id,
          assigneeName: assignee.username,
          actorId: actor.id,
          actorName: actor.username,
          at: consultationTimeline.createdAt,
        })
        .from(consultationTimeline)
        .leftJoin(actor, eq(actor.id, consultationTimeline.actorId))
        .leftJoin(assignee, eq(assignee.id, consultationTimeline.assigneeId))
        .where(and(eq(consultationTimeline.consultationId, consultationId), ids ? inArray(consultationTimeline.id, ids) : undefined))
        .orderBy(asc(consultationTimeline.id));
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind as TimelineKind,
        fromStatus: r.fromStatus,
        toStatus: r.toStatus,
        note: r.note,
        assignee: staff(r.assigneeId, r.assigneeName),
        actor: staff(r.actorId, r.actorName),
        at: r.at.toISOString(),
      }));
    },

    /** Every entry (the data export): what remains, anonymised notes blank. */
    all: () =>
      db
        .select({
          id: consultationTimeline.id,
          consultationId: consultationTimeline.consultationId,
          kind: consultationTimeline.kind,
          fromStatus: consultationTimeline.fromStatus,
          toStatus: consultationTimeline.toStatus,
          note: consultationTimeline.note,
          assigneeId: consultationTimeline.assigneeId,
          actorId: consultationTimeline.actorId,
          createdAt: consultationTimeline.createdAt,
        })
        .from(consultationTimeline)
        .orderBy(asc(consultationTimeline.id)),

    /** Anonymising an enquiry blanks the notes of its history too. */
    async blankNotes(consultationIds: number[]): Promise<void> {
      if (!consultationIds.length) return;
      await db
        .update(consultationTimeline)
        .set({ note: '' })
        .where(and(inArray(consultationTimeline.consultationId, consultationIds), isNotNull(consultationTimeline.note)));
    },
  };
}
