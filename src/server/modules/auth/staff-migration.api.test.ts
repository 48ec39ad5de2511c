import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testEngine } from '../../test/test-database';

const migrationsFolder = path.resolve(import.meta.dirname, '../../db/migrations');

/** The migrations before 0003_staff_security, as the release before staff accounts (docs/decisions/0011-staff-accounts.md) had them. */
function migrationsBeforeStaff(): string {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === '0003_staff_security'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-staff-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  for (const { tag } of entries) fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** An older database filled by `fill`, then every migration applied; answers `read`. */
async function upgrade(fill: (query: Query) => Promise<unknown>, read: string): Promise<Record<string, unknown>[]> {
  const older = migrationsBeforeStaff();
  try {
    if (testEngine() === 'pglite') {
      const client = await PGlite.create();
      try {
        await migratePglite(drizzlePglite({ client }), { migrationsFolder: older });
        await fill((text: string) => client.query(text));
        await migratePglite(drizzlePglite({ client }), { migrationsFolder });
        return (await client.query(read)).rows as Record<string, unknown>[];
      } finally {
        await client.close();
      }
    }
    const server = process.env.TEST_DATABASE_URL!;
    const name = `test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: older });
      await fill((text: string) => client.query(text));
      await migratePg(drizzlePg({ client }), { migrationsFolder });
      return (await client.query(read)).rows;
    } finally {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  } finally {
    fs.rmSync(older, { recursive: true, force: true });
  }
}

describe('migration 0003_staff_security', () => {
  it('when existing usernames differ only by case, spaces or width, then all are normalised and kept, later ones suffixed', async () => {
    const rows = await upgrade(
      (query) => query(`INSERT INTO users (username, password) VALUES ('admin', 'h1'), ('Admin', 'h2'), (' ＡＤＭＩＮ', 'h3'), ('Bob.Smith', 'h4')`),
      'SELECT username, password, must_change_password, disabled_at FROM users ORDER BY id',
    );

    expect(rows).toEqual([
      { username: 'admin', password: 'h1', must_change_password: false, disabled_at: null },
      { username: 'admin-2', password: 'h2', must_change_password: false, disabled_at: null },
      { username: 'admin-3', password: 'h3', must_change_password: false, disabled_at: null },
      { username: 'bob.smith', password: 'h4', must_change_password: false, disabled_at: null },
    ]);
  });

  it('when sessions were signed in before, then they are linked to their account so they can be ended', async () => {
    const rows = await upgrade(async (query) => {
      await query(`INSERT INTO users (id, username, password) VALUES (7, 'carol', 'h')`);
      await query(`INSERT INTO sessions (sid, sess, expire) VALUES ('signed-in', '{"userId": 7}', now() + interval '1 day'), ('visitor', '{"cookie": {}}', now() + interval '1 day')`);
    }, 'SELECT sid, user_id FROM sessions ORDER BY sid');

    expect(rows).toEqual([
      { sid: 'signed-in', user_id: 7 },
      { sid: 'visitor', user_id: null },
    ]);
  });
});
