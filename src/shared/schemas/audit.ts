import { z } from 'zod';

/** What an audit entry is about (docs/decisions/0017-audit-log.md): each links to its screen in the back office. */
export const auditEntityTypes = ['article', 'category', 'contact', 'social', 'qr', 'enquiry', 'export', 'session', 'user', 'media', 'home-content', 'settings', 'assessment'] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

/** What was done. */
export const auditActions = [
  'create',
  'save',
  'publish',
  'unpublish',
  'schedule',
  'trash',
  'restore',
  'delete',
  'upload',
  'status',
  'assign',
  'export',
  'sign-in',
  'sign-in-failed',
  'sign-out',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** One changed field: its name and its old and new values (long text cut short). */
export const auditChangeSchema = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() });
export type AuditChange = z.infer<typeof auditChangeSchema>;

/** A blank or absent filter filters nothing. */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Singapore has no daylight saving: a calendar day there starts at 00:00+08:00. */
export const SINGAPORE_OFFSET = '+08:00';
/** A day (YYYY-MM-DD, Singapore time) or an instant (ISO 8601 with its offset). */
const dateBound = z.string().trim().refine((v) => (DAY.test(v) ? !Number.isNaN(Date.parse(`${v}T00:00:00${SINGAPORE_OFFSET}`)) : !Number.isNaN(Date.parse(v)) && /T/.test(v)), 'a date as YYYY-MM-DD or an ISO time');

/** Days as given, instants as Dates: `from` is the start of its day, `to` the end of its day (exclusive). */
export function boundOf(value: string, edge: 'from' | 'to'): Date {
  if (!DAY.test(value)) return new Date(value);
  const start = new Date(`${value}T00:00:00${SINGAPORE_OFFSET}`);
  return edge === 'from' ? start : new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

export const AUDIT_PAGE_SIZE = 25;

/** GET /api/audit's query (admins). */
export const auditQuerySchema = z.object({
  actor: z.preprocess(blank, z.coerce.number().int().positive().optional()),
  entityType: z.preprocess(blank, z.enum(auditEntityTypes).optional()),
  entityId: z.preprocess(blank, z.string().trim().max(100).optional()),
  from: z.preprocess(blank, dateBound.optional()),
  to: z.preprocess(blank, dateBound.optional()),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
export type AuditQueryInput = z.input<typeof auditQuerySchema>;

/** One entry as the Activity screen reads it; `href` is the back-office screen of the thing, null when it is gone. */
export interface AuditEntryView {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string | null;
  ip: string | null;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | null;
  entityLabel: string | null;
  changes: AuditChange[];
  href: string | null;
}

export interface AuditPage {
  entries: AuditEntryView[];
  total: number;
  page: number;
  pageSize: number;
}

/** The person filter's choices: everyone who has an entry, by their latest recorded name. */
export interface AuditActor {
  id: number;
  name: string;
}
