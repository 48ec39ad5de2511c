import { sql, type SQL } from 'drizzle-orm';
import type { BackupRow, BackupTableName, BackupTables } from '../../../shared/schemas/backup';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AccountKey } from './backup.admins';
import { backupTables, excludedTables, insertOrder, type BackupTable } from './backup.tables';

type Rows = { rows: Record<string, unknown>[] };
const run = async (db: Db, query: SQL) => ((await db.execute(query)) as unknown as Rows).rows;
const names = (list: string[]) => sql.join(list.map((name) => sql.identifier(name)), sql`, `);
/** What a restore empties: the backed-up tables and the excluded ones (backup.tables.ts). */
const cleared = [...backupTables.map((t) => t.name), ...Object.keys(excludedTables)];

/** A statement's JSON stays around this size, however many uploads a table holds. */
const CHUNK_CHARS = 8 * 1024 * 1024;

/** A stored row as the file holds it: the stored columns in definition order, bytes in base64. */
function toFileRow(table: BackupTable, stored: Record<string, unknown>): BackupRow {
  const row: BackupRow = {};
  for (const column of table.columns) {
    const value = stored[column] ?? null;
    // to_jsonb writes bytea as \x followed by hex (bytea_output is set to hex for the read)
    row[column] = table.byteColumns.includes(column) && typeof value === 'string' ? Buffer.from(value.slice(2), 'hex').toString('base64') : value;
  }
  return row;
}

const toStoredRow = (table: BackupTable, row: BackupRow): BackupRow =>
  table.byteColumns.length === 0 ? row : { ...row, ...Object.fromEntries(table.byteColumns.map((c) => [c, `\\x${Buffer.from(String(row[c]), 'base64').toString('hex')}`])) };

function chunks(rows: BackupRow[]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const json of rows.map((row) => JSON.stringify(row))) {
    if (current.length > 0 && size + json.length > CHUNK_CHARS) {
      out.push(`[${current.join(',')}]`);
      current = [];
      size = 0;
    }
    current.push(json);
    size += json.length;
  }
  if (current.length > 0) out.push(`[${current.join(',')}]`);
  return out;
}

async function readAccounts(on: Db): Promise<AccountKey[]> {
  const rows = await run(on, sql`SELECT username, role, password, disabled_at IS NOT NULL AS disabled FROM users`);
  return rows.map((r) => ({ username: String(r.username), role: String(r.role), password: String(r.password), disabled: r.disabled === true }));
}

/**
 * The backup's reads and writes, table by table from the schema's description (backup.tables.ts):
 * rows travel as JSON (to_jsonb out, jsonb_populate_recordset in), so every column type, array
 * and microsecond comes back as it was, on PGlite and PostgreSQL alike.
 */
export function backupRepository(db: Db) {
  return {
    /** Every backed-up table ordered by primary key, on the caller's (snapshot) transaction. */
    async readAll(): Promise<BackupTables> {
      await run(db, sql`SET LOCAL TIME ZONE 'UTC'`);
      await run(db, sql`SET LOCAL bytea_output = 'hex'`);
      const tables = {} as BackupTables;
      for (const table of backupTables) {
        const order = table.keys[0] ? sql` ORDER BY ${names(table.keys[0])}` : sql``;
        const rows = await run(db, sql`SELECT to_jsonb(t) AS row FROM ${sql.identifier(table.name)} t${order}`);
        tables[table.name] = rows.map((r) => toFileRow(table, r.row as Record<string, unknown>));
      }
      return tables;
    },

    /** What of each account decides who administers the site (backup.admins.ts). */
    accounts: (): Promise<AccountKey[]> => readAccounts(db),

    /** Every table a restore clears, locked until the caller's transaction ends: nobody reads or writes half a restore. */
    async lockAll(): Promise<void> {
      await run(db, sql`LOCK TABLE ${names(cleared)} IN ACCESS EXCLUSIVE MODE`);
    },

    /**
     * On the caller's transaction, after lockAll: refused (409) when any table holds rows unless
     * `replace`, emptied with the excluded ones (sessions: everyone is signed out; derived counts:
     * rebuilt by their triggers), the rows inserted referenced tables first, each sequence set past
     * its highest id. Answers the rows written per table.
     */
    async replaceAll(tables: BackupTables, replace: boolean): Promise<Record<BackupTableName, number>> {
      if (!replace) {
        const held: string[] = [];
        for (const table of backupTables) {
          const [row] = await run(db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table.name)}`);
          if (Number(row?.n) > 0) held.push(`${table.name}: ${row?.n}`);
        }
        if (held.length > 0) throw new AppError(409, 'CONFLICT', `the database already holds site data (${held.join(', ')}): restore with replace to delete it first`);
      }
      await run(db, sql`TRUNCATE ${names(cleared)}`);
      for (const table of insertOrder) {
        const rows = tables[table.name].map((row) => toStoredRow(table, row));
        for (const json of chunks(rows)) {
          await run(
            db,
            sql`INSERT INTO ${sql.identifier(table.name)} (${names(table.columns)}) OVERRIDING SYSTEM VALUE
                SELECT ${names(table.columns)} FROM jsonb_populate_recordset(NULL::${sql.identifier(table.name)}, ${json}::jsonb)`,
          );
        }
        for (const column of table.serials) {
          const sequence = sql`pg_get_serial_sequence(${`"${table.name}"`}, ${column})`;
          await run(db, sql`SELECT setval(${sequence}, COALESCE(max(${sql.identifier(column)}), 0) + 1, false) FROM ${sql.identifier(table.name)}`);
        }
      }
      return Object.fromEntries(backupTables.map((table) => [table.name, tables[table.name].length])) as Record<BackupTableName, number>;
    },

    /** Fresh planner statistics for the restored tables (PGlite has no autovacuum to gather them). */
    async analyze(): Promise<void> {
      await run(db, sql`ANALYZE ${names(backupTables.map((t) => t.name))}`);
    },
  };
}
