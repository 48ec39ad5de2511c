import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupTableSchemas } from '../../../shared/schemas/backup';
import * as schema from '../../db/schema/index';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { backupTables, excludedTables, insertOrder } from './backup.tables';

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await openTestDatabase();
});
afterAll(() => testDatabase?.close());

const accountedFor = [...backupTables.map((t) => t.name), ...Object.keys(excludedTables)].sort();

describe('the tables a backup holds', () => {
  it('when the migrated database has a table, then the backup holds it or names why it leaves it out', async () => {
    const result = (await testDatabase.database.db.execute(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    )) as unknown as { rows: { name: string }[] };

    const tables = result.rows.map((r) => r.name).sort();

    expect(tables).toEqual(accountedFor);
  });

  it('when the Drizzle schema declares a table, then the backup holds it or names why it leaves it out', () => {
    const declared = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table).name)
      .sort();

    expect(declared).toEqual(accountedFor);
  });

  it("when a table is backed up, then the file's row schema names exactly its stored columns", () => {
    for (const table of backupTables) {
      const keys = Object.keys(backupTableSchemas[table.name].shape).sort();

      expect(keys, table.name).toEqual([...table.columns].sort());
    }
  });

  it('when the rows are written, then every table comes after the tables it refers to', () => {
    const order = insertOrder.map((t) => t.name);

    for (const table of insertOrder) {
      for (const ref of table.references) expect(order.indexOf(ref.table as never), `${table.name} → ${ref.table}`).toBeLessThan(order.indexOf(table.name));
    }
    expect(order.indexOf('article_translations')).toBeGreaterThan(order.indexOf('articles'));
  });

  it('when the migrated database has a foreign key between backed-up tables, then the backup knows it (declared in Drizzle or in the migration only)', async () => {
    const result = (await testDatabase.database.db.execute(sql`
      SELECT c.conrelid::regclass::text AS "table", c.confrelid::regclass::text AS target, a.attname AS "column"
      FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND cardinality(c.conkey) = 1`)) as unknown as { rows: { table: string; target: string; column: string }[] };
    const backedUp = new Set<string>(backupTables.map((t) => t.name));

    const inDatabase = result.rows.filter((r) => backedUp.has(r.table) && backedUp.has(r.target)).map((r) => `${r.table}.${r.column} → ${r.target}`);
    const known = backupTables.flatMap((t) => t.references.map((ref) => `${t.name}.${ref.columns.join(',')} → ${ref.table}`));

    expect(known.sort()).toEqual(inDatabase.sort());
  });
});
