import { eq, sql } from 'drizzle-orm';
import type { SetupItemClosure, SetupItemId } from '../../../shared/schemas/setup-checklist';
import type { Db } from '../../db/client';
import { setupChecklist, users } from '../../db/schema/index';

type Rows<T> = { rows: T[] };
const count = async (db: Db, query: ReturnType<typeof sql>): Promise<number> => Number(((await db.execute(query)) as unknown as Rows<{ n: number | string }>).rows[0]?.n ?? 0);

/**
 * The checklist's own rows, and two counts read straight in SQL (like the dashboard's statistics):
 * they only count, so they go around the articles' and accounts' services.
 */
export function setupChecklistRepository(db: Db) {
  return {
    async closures(): Promise<Map<string, SetupItemClosure>> {
      const rows = await db
        .select({ item: setupChecklist.item, state: setupChecklist.state, reason: setupChecklist.reason, by: users.username, at: setupChecklist.at })
        .from(setupChecklist)
        .leftJoin(users, eq(users.id, setupChecklist.actorId));
      return new Map(rows.map((r) => [r.item, { state: r.state, reason: r.reason, by: r.by, at: r.at.toISOString() }]));
    },

    /** Closes an item (again): the latest dismissal or confirmation is the one kept. */
    async close(item: SetupItemId, state: SetupItemClosure['state'], reason: string | null, actorId: number | null): Promise<void> {
      const values = { item, state, reason, actorId, at: new Date() };
      await db.insert(setupChecklist).values(values).onConflictDoUpdate({ target: setupChecklist.item, set: { state, reason, actorId, at: values.at } });
    },

    /** Published service articles with no published English version. */
    serviceArticlesWithoutEnglish: () =>
      count(
        db,
        sql`SELECT count(*)::int AS n FROM articles a
            WHERE a.type = 'service' AND a.status = 'Published'
              AND NOT EXISTS (SELECT 1 FROM article_translations t WHERE t.article_id = a.id AND t.lang = 'en' AND t.status = 'Published')`,
      ),

    /** Active admins who have not turned two-factor sign-in on. */
    adminsWithoutTwoFactor: () =>
      count(
        db,
        sql`SELECT count(*)::int AS n FROM users u
            WHERE u.role = 'admin' AND u.disabled_at IS NULL
              AND NOT EXISTS (SELECT 1 FROM user_two_factor f WHERE f.user_id = u.id AND f.enabled_at IS NOT NULL AND f.secret IS NOT NULL)`,
      ),

    async emailOf(userId: number): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email?.trim() || null;
    },
  };
}
