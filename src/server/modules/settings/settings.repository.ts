import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema/index';

/** Key/value settings staff change in the back office; a value is any JSON. */
export function settingsRepository(db: Db) {
  return {
    async get(key: string): Promise<unknown> {
      const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
      return row?.value;
    },

    async set(key: string, value: unknown): Promise<void> {
      await db
        .insert(appSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
    },
  };
}
