import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { REDIRECTS_MAX, type Redirect, type RedirectStatus } from '../../../shared/schemas/redirects';
import type { Db } from '../../db/client';
import { redirects } from '../../db/schema/index';

const columns = {
  id: redirects.id,
  fromPath: redirects.fromPath,
  toPath: redirects.toPath,
  status: redirects.status,
  source: redirects.source,
  hits: redirects.hits,
  lastHitAt: redirects.lastHitAt,
  createdAt: redirects.createdAt,
  updatedAt: redirects.updatedAt,
};

type Row = Omit<Redirect, 'status' | 'lastHitAt' | 'createdAt' | 'updatedAt'> & { status: number; lastHitAt: Date | null; createdAt: Date; updatedAt: Date };

const toRedirect = (r: Row): Redirect => ({
  ...r,
  status: r.status as RedirectStatus,
  lastHitAt: r.lastHitAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** What answering a redirect needs, for the per-process table. */
export interface RedirectRoute {
  id: number;
  fromPath: string;
  toPath: string;
  status: RedirectStatus;
}

export interface RedirectValues {
  fromPath: string;
  toPath: string;
  status: RedirectStatus;
}

/** `%` and `_` match themselves in a search. */
const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The redirects table. Built on the caller's database or transaction. */
export function redirectsRepository(db: Db) {
  return {
    async page(q: string | undefined, page: number, pageSize: number): Promise<{ items: Redirect[]; total: number }> {
      const where = q ? or(ilike(redirects.fromPath, likeOf(q)), ilike(redirects.toPath, likeOf(q))) : undefined;
      const [rows, [totals]] = await Promise.all([
        db.select(columns).from(redirects).where(where).orderBy(desc(redirects.createdAt), desc(redirects.id)).limit(pageSize).offset((page - 1) * pageSize),
        db.select({ n: count() }).from(redirects).where(where),
      ]);
      return { items: rows.map(toRedirect), total: totals?.n ?? 0 };
    },

    async find(id: number): Promise<Redirect | undefined> {
      const [row] = await db.select(columns).from(redirects).where(eq(redirects.id, id));
      return row && toRedirect(row);
    },

    async findByFrom(fromPath: string): Promise<Redirect | undefined> {
      const [row] = await db.select(columns).from(redirects).where(eq(redirects.fromPath, fromPath));
      return row && toRedirect(row);
    },

    /** Every redirect as answered, at most REDIRECTS_MAX. */
    routes: (): Promise<RedirectRoute[]> =>
      db
        .select({ id: redirects.id, fromPath: redirects.fromPath, toPath: redirects.toPath, status: sql<RedirectStatus>`${redirects.status}` })
        .from(redirects)
        .orderBy(redirects.id)
        .limit(REDIRECTS_MAX),

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(redirects);
      return row?.n ?? 0;
    },

    async insert(values: RedirectValues, now: Date): Promise<Redirect> {
      const [row] = await db.insert(redirects).values({ ...values, source: 'staff', createdAt: now, updatedAt: now }).returning(columns);
      return toRedirect(row!);
    },

    /** A staff edit: an automatic redirect no longer follows its article. */
    async update(id: number, values: RedirectValues, now: Date): Promise<Redirect | undefined> {
      const [row] = await db.update(redirects).set({ ...values, articleId: null, updatedAt: now }).where(eq(redirects.id, id)).returning(columns);
      return row && toRedirect(row);
    },

    /** An automatic redirect of `articleId`'s old address: a row from the same address takes the new target and follows the article. */
    async upsertAuto(values: RedirectValues, articleId: number, now: Date): Promise<void> {
      await db
        .insert(redirects)
        .values({ ...values, articleId, source: 'auto', createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: values.toPath, status: values.status, articleId, updatedAt: now } });
    },

    /**
     * Points the automatic redirects of these live articles at their addresses (an English old address
     * at the English page), however a later redirect collapsed them; drops those that would lead to themselves.
     */
    async followArticles(live: { id: number; zh: string; en: string }[], now: Date): Promise<void> {
      if (!live.length) return;
      const target = sql`CASE WHEN r.from_path = '/en' OR r.from_path LIKE '/en/%' THEN v.en ELSE v.zh END`;
      await db.execute(sql`
        UPDATE redirects r SET to_path = ${target}, updated_at = ${now.toISOString()}::timestamptz
        FROM jsonb_to_recordset(${JSON.stringify(live)}::jsonb) AS v(id integer, zh text, en text)
        WHERE r.article_id = v.id AND r.to_path IS DISTINCT FROM ${target}`);
      await db.execute(sql`DELETE FROM redirects WHERE article_id IS NOT NULL AND from_path = to_path`);
    },

    async remove(id: number): Promise<Redirect | undefined> {
      const [row] = await db.delete(redirects).where(eq(redirects.id, id)).returning(columns);
      return row && toRedirect(row);
    },

    /** Removes the redirects from these addresses (a live page there wins); how many went. */
    async removeFrom(paths: string[]): Promise<number> {
      if (!paths.length) return 0;
      // one parameter however many pages the site has
      const listed = sql`(SELECT jsonb_array_elements_text(${JSON.stringify(paths)}::jsonb))`;
      const gone = await db.delete(redirects).where(inArray(redirects.fromPath, listed)).returning({ id: redirects.id });
      return gone.length;
    },

    /** Points every redirect to `from` at `to` instead (a chain collapsed); drops those that would lead to themselves. */
    async retarget(from: string, to: string, now: Date): Promise<number> {
      const moved = await db.update(redirects).set({ toPath: to, updatedAt: now }).where(eq(redirects.toPath, from)).returning({ id: redirects.id });
      if (moved.length) await db.delete(redirects).where(and(eq(redirects.fromPath, to), eq(redirects.toPath, to)));
      return moved.length;
    },

    /** Adds each redirect's hits counted by this server since its last flush, in one statement. */
    async addHits(hits: { id: number; n: number; at: string }[]): Promise<void> {
      if (!hits.length) return;
      await db.execute(sql`
        UPDATE redirects r SET hits = LEAST(r.hits::bigint + v.n, 2147483647)::integer, last_hit_at = GREATEST(r.last_hit_at, v.at)
        FROM jsonb_to_recordset(${JSON.stringify(hits)}::jsonb) AS v(id integer, n integer, at timestamptz)
        WHERE r.id = v.id`);
    },

  };
}
export type RedirectsRepository = ReturnType<typeof redirectsRepository>;
