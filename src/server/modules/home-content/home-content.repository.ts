import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { homeContent } from '../../db/schema/index';

export type HomeContentRow = typeof homeContent.$inferSelect;
export type HomeContentValues = Pick<HomeContentRow, 'zh' | 'en' | 'trust'>;

/** The site's one row of home page content. */
const ROW_ID = 1;

export function homeContentRepository(db: Db) {
  return {
    async current(): Promise<HomeContentRow | undefined> {
      const [row] = await db.select().from(homeContent).where(eq(homeContent.id, ROW_ID));
      return row;
    },

    async save(values: HomeContentValues): Promise<HomeContentRow> {
      const updatedAt = new Date();
      const [row] = await db
        .insert(homeContent)
        .values({ id: ROW_ID, ...values, updatedAt })
        .onConflictDoUpdate({ target: homeContent.id, set: { ...values, updatedAt } })
        .returning();
      return row!;
    },

    all: (): Promise<HomeContentRow[]> => db.select().from(homeContent),
  };
}
