import { vi } from 'vitest';
import type { Consultation, ConsultationList } from '@shared/schemas/consultations';
import type { StaffRef, TimelineEntry } from '@shared/schemas/inbox';

export const me: StaffRef = { id: 1, username: 'admin' };
export const colleague: StaffRef = { id: 2, username: 'mei' };

/** An inbox enquiry as the admin API answers it (the test's fields win). */
export function makeConsultation(id: number, fields: Partial<Consultation> = {}): Consultation {
  const at = new Date(Date.UTC(2025, 0, 1, 0, id)).toISOString();
  return {
    id,
    name: `客户 ${id}`,
    email: `c${id}@example.com`,
    phone: '+65 9123 4567',
    type: 'education',
    message: '留学',
    status: 'Pending',
    note: null,
    createdAt: at,
    updatedAt: at,
    assignee: null,
    spam: false,
      spamReason: null,
    suspect: false,
    spamSignals: [],
    consentVersion: '2026-11-24',
    sourcePage: '/en/contact?utm_source=google',
    lang: 'en',
    utm: { source: 'google' },
    anonymizedAt: null,
    firstRespondedAt: null,
    appointment: null,
    ...fields,
  };
}

export const counts = (pending: number, spam = 0, unassignedPending = pending): ConsultationList['counts'] => ({
  byStatus: { Pending: pending, Processing: 0, Completed: 0, Cancelled: 0 },
  spam,
  unassignedPending,
});

export const listOf = (rows: Consultation[], spam = 0): ConsultationList => ({ consultations: rows, total: rows.length, totalIsEstimate: false, counts: counts(rows.length, spam) });

export interface Asked {
  method: string;
  /** path and query */
  url: string;
  body: unknown;
}

type Handler = (req: { method: string; url: URL; body: unknown }) => unknown;

/**
 * Answers the admin API from `routes` ('GET /api/consultations' → handler, matched on method and
 * path); the signed-in user is `me`, the assignees `me` and `colleague`. Records every request.
 */
export function serveInbox(routes: Record<string, Handler>) {
  const asked: Asked[] = [];
  const all: Record<string, Handler> = {
    'GET /api/user': () => ({ ...me, email: null, role: 'admin', createdAt: '2025-01-01T00:00:00.000Z' }),
    'GET /api/consultations/assignees': () => [me, colleague],
    ...routes,
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    asked.push({ method, url: url.pathname + url.search, body });
    const handler = all[`${method} ${url.pathname}`];
    if (!handler) return Response.json({ message: 'not here', code: 'NOT_FOUND' }, { status: 404 });
    return Response.json(handler({ method, url, body }));
  });
  return asked;
}

export function timelineOf(c: Consultation, ...entries: Omit<TimelineEntry, 'id'>[]): TimelineEntry[] {
  return [{ id: 1, kind: 'received', actor: null, at: c.createdAt }, ...entries.map((e, i) => ({ ...e, id: i + 2 }))];
}
