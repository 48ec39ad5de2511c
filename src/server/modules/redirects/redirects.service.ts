import type { z } from 'zod';
import type { ArticlePathInput } from '../../../shared/article-path';
import type { AuditChange } from '../../../shared/schemas/audit';
import {
  REDIRECT_IMPORT_LINES_MAX,
  REDIRECTS_MAX,
  redirectInputSchema,
  type Redirect,
  type RedirectImportAnswer,
  type RedirectList,
  type redirectListQuerySchema,
} from '../../../shared/schemas/redirects';
import { englishMessage, issueCode, validationCode } from '../../../shared/validation';
import { languages } from '../../../shared/languages';
import { localePath } from '../../../shared/paths';
import type { Db } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { PublicCache } from '../../lib/public-cache';
import { writeThenInvalidate, type Actor } from '../../lib/transaction';
import { changesBetween, type AuditRecorder } from '../audit/audit.recorder';
import { articleAddresses } from './redirects.articles';
import { resolveTarget } from './redirects.chains';
import { csvLines } from './redirects.csv';
import { isReservedPath, livePathsOf } from './redirects.paths';
import { redirectsRepository, type RedirectValues } from './redirects.repository';
import { notFoundService } from './not-found.service';

export type RedirectInput = z.output<typeof redirectInputSchema>;
export type RedirectListQuery = z.output<typeof redirectListQuerySchema>;

export interface RedirectsDeps {
  audit: AuditRecorder;
  /** the published articles' addresses, read on the caller's transaction (the articles' own index) */
  publishedArticles: (db: Db) => Promise<ArticlePathInput[]>;
  /** other published pages' addresses (Chinese paths; each is live at its /en twin too): the self-assessments */
  otherPages?: (db: Db) => Promise<string[]>;
}

/** Whether an address is a live page, the published articles read once per write. */
export type LiveCheck = (path: string) => Promise<boolean>;

const exists = () => new AppError(409, 'REDIRECT_EXISTS', 'a redirect from this address already exists');
const fromLivePage = () => new AppError(409, 'REDIRECT_FROM_LIVE_PAGE', 'this address is a live page of the site: it cannot be redirected');
const full = () => new AppError(409, 'CONFLICT', `at most ${REDIRECTS_MAX} redirects: delete some first`);

/** What the audit log compares (docs/decisions/0017-audit-log.md); redirects are recorded as site settings. */
const auditFields = ['fromPath', 'toPath', 'status'] as const;
const entryOf = (action: 'create' | 'save' | 'delete', id: number | string, label: string, changes: AuditChange[]) => ({ action, entityType: 'settings' as const, entityId: `redirect:${id}`, entityLabel: label, changes });
const labelOf = (r: Pick<Redirect, 'fromPath' | 'toPath'>) => `${r.fromPath} → ${r.toPath}`;
/** An import's audit entry lists this many changes at most. */
const IMPORT_CHANGES_KEPT = 100;

/**
 * Redirects staff manage (docs/decisions/0027-found-and-shared.md): a `from` is never a live page,
 * chains are collapsed on every write (A→B with B→C stored as A→C; B→C rewrites A→B as A→C) and a
 * loop is refused. Every write empties the public caches, which reloads each server's table.
 */
export function redirectsService(db: Db, cache: PublicCache, deps: RedirectsDeps) {
  const liveCheck = (tx: Db): LiveCheck => {
    let live: Promise<Set<string>> | undefined;
    const load = async () => {
      const [articles, others] = await Promise.all([deps.publishedArticles(tx).then(livePathsOf), deps.otherPages?.(tx) ?? []]);
      for (const path of others) for (const lang of languages) articles.add(localePath(path, lang));
      return articles;
    };
    return async (path) => isReservedPath(path) || (await (live ??= load())).has(path);
  };

  /**
   * Stores one redirect in `tx`: checks first (no statement fails, so an import's transaction goes
   * on after a refused line), then the write, then the chains ending at its `from` collapsed.
   */
  async function place(
    tx: Db,
    input: RedirectInput,
    opts: { id?: number; sameFrom: 'refuse' | 'update'; isLive: LiveCheck; /** an import's running count of rows */ rows?: { n: number } },
  ): Promise<{ before: Redirect | null; after: Redirect }> {
    const repo = redirectsRepository(tx);
    if (await opts.isLive(input.fromPath)) throw fromLivePage();
    const before = opts.id === undefined ? null : await repo.find(opts.id);
    if (opts.id !== undefined && !before) throw notFound('redirect');
    const same = await repo.findByFrom(input.fromPath);
    if (same && same.id !== before?.id && opts.sameFrom === 'refuse') throw exists();
    const target = before ?? same ?? null;
    const values: RedirectValues = { fromPath: input.fromPath, toPath: await resolveTarget(repo, input.fromPath, input.toPath, target?.id), status: input.status };
    if (!target && (opts.rows?.n ?? (await repo.count())) >= REDIRECTS_MAX) throw full();
    const now = new Date();
    const after = target ? (await repo.update(target.id, values, now))! : await repo.insert(values, now);
    if (!target && opts.rows) opts.rows.n++;
    await repo.retarget(after.fromPath, after.toPath, now);
    return { before: target, after };
  }

  /** A write, then the caches emptied everywhere; a concurrent insert of the same `from` is a 409. */
  const write = <T>(work: (tx: Db) => Promise<T>): Promise<T> => writeThenInvalidate(db, cache, work, exists);

  return {
    async list({ q, page, pageSize }: RedirectListQuery): Promise<RedirectList> {
      return { ...(await redirectsRepository(db).page(q || undefined, page, pageSize)), page, pageSize };
    },

    create: (actor: Actor, input: RedirectInput): Promise<Redirect> =>
      write(async (tx) => {
        const { after } = await place(tx, input, { sameFrom: 'refuse', isLive: liveCheck(tx) });
        await deps.audit.record(tx, actor, entryOf('create', after.id, labelOf(after), changesBetween(null, after, auditFields)));
        return after;
      }),

    update: (actor: Actor, id: number, input: RedirectInput): Promise<Redirect> =>
      write(async (tx) => {
        const { before, after } = await place(tx, input, { id, sameFrom: 'refuse', isLive: liveCheck(tx) });
        const changes = changesBetween(before, after, auditFields);
        if (changes.length) await deps.audit.record(tx, actor, entryOf('save', id, labelOf(after), changes));
        return after;
      }),

    remove: (actor: Actor, id: number): Promise<void> =>
      write(async (tx) => {
        const gone = await redirectsRepository(tx).remove(id);
        if (!gone) throw notFound('redirect');
        await deps.audit.record(tx, actor, entryOf('delete', id, labelOf(gone), changesBetween(gone, null, auditFields)));
      }),

    /** `from,to[,status]` lines: each refused line reported with its number, the others applied in one transaction. */
    async importCsv(actor: Actor, csv: string): Promise<RedirectImportAnswer> {
      const lines = csvLines(csv);
      if (lines.length > REDIRECT_IMPORT_LINES_MAX) throw fieldError('csv', validationCode.tooLong);
      const answer: RedirectImportAnswer = { created: 0, updated: 0, errors: [] };
      const changes: AuditChange[] = [];
      await write(async (tx) => {
        const isLive = liveCheck(tx);
        const rows = { n: await redirectsRepository(tx).count() };
        for (const entry of lines) {
          if ('error' in entry) {
            answer.errors.push({ line: entry.line, code: 'BAD_REQUEST', message: entry.error });
            continue;
          }
          const [fromPath = '', toPath = '', status = ''] = entry.fields;
          const parsed = redirectInputSchema.safeParse({ fromPath, toPath, status: status === '' ? undefined : Number(status) });
          if (!parsed.success) {
            const issue = parsed.error.issues[0]!;
            answer.errors.push({ line: entry.line, code: issueCode(issue), message: `${issue.path.join('.') || 'line'}: ${englishMessage(issue.message)}` });
            continue;
          }
          try {
            const { before, after } = await place(tx, parsed.data, { sameFrom: 'update', isLive, rows });
            answer[before ? 'updated' : 'created']++;
            if (changes.length < IMPORT_CHANGES_KEPT) changes.push({ field: after.fromPath, from: before?.toPath ?? null, to: after.toPath });
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
            answer.errors.push({ line: entry.line, code: err.code, message: err.message });
          }
        }
        const applied = answer.created + answer.updated;
        if (applied) await deps.audit.record(tx, actor, entryOf('save', 'import', `CSV import: ${answer.created} created, ${answer.updated} updated`, changes));
      });
      return answer;
    },

    /** The articles' write path: their addresses' redirects in their transactions (redirects.articles.ts). */
    addresses: articleAddresses(deps.publishedArticles),

    /** The not-found log's reads: the screen's list and the dashboard's count. */
    notFound: notFoundService(db),
  };
}
export type RedirectsService = ReturnType<typeof redirectsService>;
