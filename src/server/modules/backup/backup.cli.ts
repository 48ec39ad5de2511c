import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createPublicCache } from '../../lib/public-cache';
import { auditRecorder } from '../audit/audit.recorder';
import { backupService } from './backup.service';

/** A refusal the scripts print as it is, without a stack. */
export class CliError extends Error {}

type Env = NodeJS.ProcessEnv;

function passphraseFrom(env: Env, variable: string | undefined): string | undefined {
  if (variable === undefined) return undefined;
  const value = env[variable];
  if (!value) throw new CliError(`--passphrase-env ${variable}: the environment variable ${variable} is empty or not set`);
  return value;
}

/**
 * PGlite is one process: a data directory open in the server cannot be opened here too. An open
 * PGlite keeps postmaster.pid in its directory and removes it when it closes.
 */
export function assertPgliteFree(dir: string): void {
  if (!fs.existsSync(path.join(dir, 'postmaster.pid'))) return;
  throw new CliError(
    `The embedded database in ${dir} is open in another process (a running server?): PGlite allows one process at a time.\n` +
      'Stop the server and run this again, or, while it runs, use the admin API (POST /api/backup, POST /api/restore) or Settings → General → Backup and restore.\n' +
      `If no server is running, it stopped without closing the database: start and stop it once.`,
  );
}

/** The database the server uses: DATABASE_URL, else DATA_DIR/pglite (as src/server/index.ts opens it). */
async function openSiteDatabase(env: Env, mustExist: boolean): Promise<{ database: Database; where: string }> {
  // the session secret is not needed here, so production settings without one are fine
  const config = loadConfig({ ...env, SESSION_SECRET: env.SESSION_SECRET ?? 'x'.repeat(32) });
  if (config.databaseUrl) return { database: await openDatabase({ databaseUrl: config.databaseUrl }), where: 'PostgreSQL (DATABASE_URL)' };
  const dir = path.join(config.dataDir, 'pglite');
  if (mustExist && !(fs.existsSync(dir) && fs.readdirSync(dir).length > 0)) throw new CliError(`No database in ${dir}: set DATA_DIR, or DATABASE_URL for PostgreSQL.`);
  assertPgliteFree(dir);
  return { database: await openDatabase({ dataDir: dir }), where: `the embedded database in ${dir}` };
}

/** The backup service on the site's database, closed (with its cache listener) when `work` ends. */
async function withBackupService<T>(env: Env, mustExist: boolean, work: (service: ReturnType<typeof backupService>, where: string) => Promise<T>): Promise<T> {
  const { database, where } = await openSiteDatabase(env, mustExist);
  try {
    // the cache only sends the restore's invalidation to the servers running on PostgreSQL
    const cache = await createPublicCache(database, pino({ level: 'silent' }));
    try {
      return await work(backupService(database.db, cache, auditRecorder()), where);
    } finally {
      await cache.close();
    }
  } finally {
    await database.close();
  }
}

/** `npm run backup -- [--out FILE] [--passphrase-env VAR]`: writes the file (mode 600) and says where. */
export async function backupCommand(argv: string[], env: Env = process.env): Promise<string> {
  const { values } = parseArgs({ args: argv, options: { out: { type: 'string' }, 'passphrase-env': { type: 'string' } } });
  const passphrase = passphraseFrom(env, values['passphrase-env']);
  return withBackupService(env, true, async (service, where) => {
    const { filename, json } = await service.create({ passphrase });
    const out = path.resolve(values.out ?? filename);
    // written beside, then renamed: a cron job that fails midway leaves no half file under the name
    const partial = `${out}.partial-${process.pid}`;
    fs.writeFileSync(partial, json, { mode: 0o600 });
    fs.renameSync(partial, out);
    return `Backed up ${where} to ${out}${passphrase ? ' (encrypted)' : ''}. It holds password hashes: keep it safe.`;
  });
}

/** `npm run restore -- FILE [--replace] [--passphrase-env VAR]`. */
export async function restoreCommand(argv: string[], env: Env = process.env): Promise<string> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { replace: { type: 'boolean', default: false }, 'passphrase-env': { type: 'string' } } });
  const [file, ...rest] = positionals;
  if (!file || rest.length > 0) throw new CliError('Usage: npm run restore -- FILE [--replace] [--passphrase-env VAR]');
  if (!fs.existsSync(file)) throw new CliError(`No such file: ${file}`);
  const text = fs.readFileSync(file, 'utf8');
  const passphrase = passphraseFrom(env, values['passphrase-env']);
  return withBackupService(env, false, async (service, where) => {
    try {
      const { restored } = await service.restore(text, { replace: values.replace, passphrase });
      const counts = Object.entries(restored).map(([table, n]) => `${table} ${n}`);
      return `Restored ${file} into ${where}: ${counts.join(', ')}. Every session has ended: sign in with an account from the backup.`;
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      const details = Object.entries(err.details ?? {})
        .map(([field, messages]) => `  ${field}: ${messages.join('; ')}`)
        .filter((line) => !err.message.endsWith(line.trim()));
      const hint = err.status === 409 ? '\nAdd --replace to delete the data there first.' : '';
      throw new CliError([`Nothing was changed: ${err.message}`, ...details].join('\n') + hint);
    }
  });
}

/** A script's main: prints the outcome, or the refusal without a stack, and exits. */
export function runCli(command: (argv: string[]) => Promise<string>): void {
  command(process.argv.slice(2)).then(
    (message) => {
      console.log(message);
      process.exit(0);
    },
    (err: unknown) => {
      const argsError = String((err as { code?: unknown } | undefined)?.code).startsWith('ERR_PARSE_ARGS');
      console.error(err instanceof CliError || err instanceof ConfigError || argsError ? (err as Error).message : err);
      process.exit(1);
    },
  );
}
