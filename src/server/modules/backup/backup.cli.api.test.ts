import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupFile } from '../../../shared/schemas/backup';
import { openDatabase } from '../../db/client';
import { setupApiSuite } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { fillEveryKind, takeBackup } from './backup.fixtures';
import { backupCommand, restoreCommand } from './backup.cli';

const api = setupApiSuite();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-backup-cli-'));
const PASSPHRASE = 'cron job passphrase';
let plain: BackupFile;
let encryptedFile: string;

beforeAll(async () => {
  await fillEveryKind(api, 'cli');
  plain = JSON.parse(await takeBackup(api.admin)) as BackupFile;
  encryptedFile = path.join(work, 'encrypted.json');
  fs.writeFileSync(encryptedFile, await takeBackup(api.admin, PASSPHRASE));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const readBackup = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as BackupFile;

/**
 * The file's tables are the plain backup's: the same rows, except that the audit log has grown
 * (every download through the API is recorded, docs/decisions/0017-audit-log.md) and so only
 * starts with the plain backup's entries.
 */
function expectSameSite(tables: BackupFile['tables']) {
  const { audit_log: log, ...rest } = tables;
  const { audit_log: plainLog, ...plainRest } = plain.tables;
  expect(rest).toEqual(plainRest);
  expect(log.slice(0, plainLog.length)).toEqual(plainLog);
  expect(log.length).toBeGreaterThan(plainLog.length);
}

describe('npm run backup and npm run restore', () => {
  it('when the embedded database is open in another process, then both refuse and say how to go on', async () => {
    const dataDir = path.join(work, 'held');
    fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pglite', 'postmaster.pid'), '-42\n/pglite/data\n');

    const backup = backupCommand([], { DATA_DIR: dataDir });
    const restore = restoreCommand([encryptedFile], { DATA_DIR: dataDir });

    await expect(backup).rejects.toThrow(/PGlite allows one process at a time[\s\S]*Stop the server[\s\S]*POST \/api\/backup/);
    await expect(restore).rejects.toThrow(/PGlite allows one process at a time/);
  });

  it('when there is nothing to back up or the passphrase variable is unset, then they refuse before opening anything', async () => {
    const missing = backupCommand([], { DATA_DIR: path.join(work, 'none') });
    const unset = restoreCommand([encryptedFile, '--passphrase-env', 'NO_SUCH_VARIABLE'], { DATA_DIR: path.join(work, 'none') });

    await expect(missing).rejects.toThrow(/No database in .*none\/pglite/);
    await expect(unset).rejects.toThrow(/NO_SUCH_VARIABLE is empty or not set/);
    expect(fs.existsSync(path.join(work, 'none'))).toBe(false);
  });

  it('when the file holds an upload claiming text/javascript, then the script refuses it as the API does and writes nothing', async () => {
    const file = path.join(work, 'unsafe.json');
    const tampered = structuredClone(plain);
    tampered.tables.uploads[0]!.content_type = 'text/javascript';
    fs.writeFileSync(file, JSON.stringify(tampered));
    const env = { DATA_DIR: path.join(work, 'unsafe') };

    const restore = restoreCommand([file], env);

    await expect(restore).rejects.toThrow(/^Nothing was changed: unsafe upload in the backup: tables\.uploads\.0\.content_type: text\/javascript/);
    const server = await openDatabase({ dataDir: path.join(env.DATA_DIR, 'pglite') });
    const { rows } = (await server.db.execute(sql`SELECT count(*)::int AS n FROM users`)) as unknown as { rows: { n: number }[] };
    await server.close();
    expect(rows[0]?.n).toBe(0);
  }, 120_000); // a script run and an embedded database, twice

  it('when an encrypted backup is restored into a new embedded database and backed up again, then the tables are the same; a second restore needs --replace', async () => {
    const env = { DATA_DIR: path.join(work, 'site'), BACKUP_PASSPHRASE: PASSPHRASE };
    const out = path.join(work, 'again.json');

    const restored = await restoreCommand([encryptedFile, '--passphrase-env', 'BACKUP_PASSPHRASE'], env);
    const backedUp = await backupCommand(['--out', out], env);
    const again = restoreCommand([encryptedFile, '--passphrase-env', 'BACKUP_PASSPHRASE'], env);

    expect(restored).toMatch(/^Restored .* into the embedded database in .*: users \d+, articles \d+/);
    expect(backedUp).toContain(out);
    expect(fs.statSync(out).mode & 0o777).toBe(0o600);
    expectSameSite(readBackup(out).tables);
    await expect(again).rejects.toThrow(/Nothing was changed: the database already holds site data[\s\S]*--replace/);
    expect(await restoreCommand([out, '--replace'], env)).toMatch(/^Restored/);
    const server = await openDatabase({ dataDir: path.join(env.DATA_DIR, 'pglite') }); // as a running server holds it
    await expect(backupCommand(['--out', out], env)).rejects.toThrow(/PGlite allows one process at a time/);
    await server.close();
  }, 120_000); // three script runs, each starting tsx and an embedded database

  it.runIf(testEngine() === 'postgres')('when the site runs on PostgreSQL, then the script backs it up while the server runs', async () => {
    const out = path.join(work, 'postgres.json');

    await backupCommand(['--out', out], { DATABASE_URL: api.t.testDatabase.url });

    expectSameSite(readBackup(out).tables);
  });
});
