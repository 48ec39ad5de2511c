import { boundOf, type AuditActor, type AuditEntityType, type AuditEntryView, type AuditPage, type AuditQuery } from '../../../shared/schemas/audit';
import { paths, withQuery } from '../../../shared/paths';
import type { Db } from '../../db/client';
import { withTransaction, type Actor } from '../../lib/transaction';
import type { AuditEntry, AuditRecorder } from './audit.recorder';
import { auditRepository, isLinkable, type AuditRow, type LinkableType } from './audit.repository';

const settingsTab = (tab: string) => withQuery(paths.settings, { tab });

/** The back-office screen of each kind of thing; rows of the linkable tables only while they exist. */
const screens: Partial<Record<AuditEntityType, (id: string) => string>> = {
  article: (id) => withQuery(paths.articles, { edit: id }),
  category: () => paths.categories,
  enquiry: (id) => paths.consultationsWith({ open: id }),
  user: () => paths.users,
  contact: () => paths.settings,
  social: () => settingsTab('social'),
  qr: () => settingsTab('social'),
  'home-content': () => settingsTab('home'),
  settings: () => settingsTab('notifications'),
  export: () => settingsTab('general'),
  media: () => paths.media,
  assessment: (id) => (intId(id) === null ? paths.assessments : paths.assessmentEdit(Number(id))),
};

const intId = (id: string | null) => (id && /^\d{1,9}$/.test(id) ? Number(id) : null);

/** The audit log's read side (docs/decisions/0017-audit-log.md); the write side is audit.recorder.ts. */
export function auditService(db: Db, recorder: AuditRecorder) {
  const repo = auditRepository(db);

  /** The linkable things of a page that still exist, by type. */
  async function stillThere(rows: AuditRow[]): Promise<Map<LinkableType, Set<number>>> {
    const wanted = new Map<LinkableType, number[]>();
    for (const row of rows) {
      const id = intId(row.entityId);
      if (id !== null && isLinkable(row.entityType)) wanted.set(row.entityType, [...(wanted.get(row.entityType) ?? []), id]);
    }
    const found = await Promise.all([...wanted].map(async ([type, ids]) => [type, await repo.existing(type, [...new Set(ids)])] as const));
    return new Map(found);
  }

  function hrefOf(row: AuditRow, existing: Map<LinkableType, Set<number>>): string | null {
    const screen = screens[row.entityType];
    if (!screen) return null;
    if (!isLinkable(row.entityType)) return screen(row.entityId ?? '');
    const id = intId(row.entityId);
    return id !== null && existing.get(row.entityType)?.has(id) ? screen(String(id)) : null;
  }

  return {
    async page({ actor, entityType, entityId, from, to, page, pageSize }: AuditQuery): Promise<AuditPage> {
      const filter = { actorId: actor, entityType, entityId, from: from ? boundOf(from, 'from') : undefined, to: to ? boundOf(to, 'to') : undefined };
      const { rows, total } = await repo.page(filter, (page - 1) * pageSize, pageSize);
      const existing = await stillThere(rows);
      const entries: AuditEntryView[] = rows.map((row) => ({ ...row, id: Number(row.id), at: row.at.toISOString(), href: hrefOf(row, existing) }));
      return { entries, total, page, pageSize };
    },

    actors: (): Promise<AuditActor[]> => repo.actors(),

    /** An entry about something that changes nothing else (an export, a sign-in): its own transaction. */
    record: (actor: Actor | null, entry: AuditEntry): Promise<void> => withTransaction(db, (tx) => recorder.record(tx, actor, entry)),

    /** The data export's part: the whole log (docs/decisions/0017-audit-log.md: the export includes it). */
    exportPart: async () => ({ auditLog: await repo.all() }),
  };
}
export type AuditService = ReturnType<typeof auditService>;
