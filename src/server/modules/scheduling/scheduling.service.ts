import type { ArticleSchedule, ScheduleRequest, VersionSchedule } from '../../../shared/schemas/scheduling';
import { validationCode as m } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { Job } from '../../lib/jobs';
import type { PublicCache } from '../../lib/public-cache';
import { withTransaction, type Actor } from '../../lib/transaction';
import { checkEnglishPublishable } from '../articles/article-rules';
import { changesBetween, type AuditRecorder } from '../audit/audit.recorder';
import type { ArticleAddressChanges } from '../redirects/redirects.articles';
import type { RevisionRecorder } from '../revisions/revisions.recorder';
import { schedulingRepository, type Fired, type StoredSchedule } from './scheduling.repository';
import { articlesPrefixes, type ArticleReadScope } from '../../read-model/read-keys';

/** How often the worker looks for due versions: "within a minute" of the time set. */
export const SCHEDULING_EVERY_MS = 20_000;

const out = (s: StoredSchedule): VersionSchedule => ({ publishAt: s.publishAt?.toISOString() ?? null, unpublishAt: s.unpublishAt?.toISOString() ?? null });

/** The times checked against the server's clock: a publication ahead, a withdrawal after it. */
function checked(input: ScheduleRequest, now: Date): StoredSchedule {
  const publishAt = input.publishAt ? new Date(input.publishAt) : null;
  const unpublishAt = input.unpublishAt ? new Date(input.unpublishAt) : null;
  if (publishAt && publishAt <= now) throw new AppError(400, 'SCHEDULE_NOT_FUTURE', 'publishAt must be in the future', { publishAt: [m.timeNotFuture] });
  if (unpublishAt && unpublishAt <= (publishAt ?? now)) {
    if (!publishAt) throw new AppError(400, 'SCHEDULE_NOT_FUTURE', 'unpublishAt must be in the future', { unpublishAt: [m.timeNotFuture] });
    throw new AppError(400, 'SCHEDULE_ORDER', 'unpublishAt must be after publishAt', { unpublishAt: [m.unpublishBeforePublish] });
  }
  return { publishAt, unpublishAt };
}

/**
 * Scheduled publication and withdrawal per language version (docs/decisions/0016-publishing.md):
 * staff set the times; a job every 20 s fires the due ones once across servers, keeps a revision
 * and an audit entry (by the system) for each, and empties the caches after its transaction.
 */
export function schedulingService(db: Db, cache: PublicCache, { revisions, audit, addresses }: { revisions: RevisionRecorder; audit: AuditRecorder; addresses: Pick<ArticleAddressChanges, 'published'> }) {
  /** Fires what is due; answers the articles it changed, whose public reads are then dropped. */
  async function fire(now: Date, tx: Db): Promise<ArticleReadScope[]> {
    const repo = schedulingRepository(tx);
    const fired: Fired[] = await repo.fireDue(now);
    // a page going live wins over a redirect from its address (docs/decisions/0027-found-and-shared.md)
    const published = fired.filter((f) => f.action === 'publish').map((f) => f.id);
    if (published.length) await addresses.published(tx, published);
    for (const f of fired) {
      await revisions.record(tx, null, f.id, f.lang);
      await audit.record(tx, null, { action: f.action, entityType: 'article', entityId: f.id, entityLabel: f.title, changes: [{ field: `status.${f.lang}`, from: null, to: f.action === 'publish' ? 'Published' : 'Draft' }] });
    }
    return fired.length ? repo.readScopes([...new Set(fired.map((f) => f.id))]) : [];
  }

  async function get(id: number): Promise<ArticleSchedule> {
    const found = await schedulingRepository(db).find(id);
    if (!found) throw notFound('article');
    return { zh: out(found.zh), en: found.en && out(found.en) };
  }

  return {
    get,

    /** Sets the same times on every chosen version, all or none (one transaction, one audit entry). */
    async set(actor: Actor, id: number, input: ScheduleRequest, now = new Date()): Promise<ArticleSchedule> {
      const schedule = checked(input, now);
      await withTransaction(db, async (tx) => {
        const repo = schedulingRepository(tx);
        const found = await repo.find(id);
        if (!found) throw notFound('article');
        const changes = [];
        for (const lang of input.languages) {
          const version = lang === 'zh' ? found.zh : found.en;
          if (!version) throw notFound('English version');
          // the English version must be publishable when its time comes, as a save to Published checks
          if (lang === 'en' && schedule.publishAt) checkEnglishPublishable(found.en!);
          await repo.save(id, lang, schedule);
          changes.push(...changesBetween(out(version), out(schedule)).map((c) => ({ ...c, field: `${c.field}.${lang}` })));
        }
        if (changes.length) await audit.record(tx, actor, { action: 'schedule', entityType: 'article', entityId: id, entityLabel: found.zh.title, changes });
      });
      return get(id);
    },

    job: {
      name: 'scheduled-publishing',
      everyMs: SCHEDULING_EVERY_MS,
      run: (now, tx) => fire(now, tx),
      afterCommit: async (fired) => {
        // only the pages made from the fired articles' reads (issue 31)
        if (Array.isArray(fired) && fired.length > 0) await cache.invalidate(articlesPrefixes(fired as ArticleReadScope[]));
      },
    } satisfies Job,
  };
}
export type SchedulingService = ReturnType<typeof schedulingService>;
