import { createHash } from 'node:crypto';
import type { ZodType } from 'zod';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  ENCRYPTED_BACKUP_FORMAT,
  backupFileSchema,
  backupHeaderSchema,
  encryptedBackupSchema,
  type BackupFile,
  type BackupRow,
  type BackupTables,
} from '../../../shared/schemas/backup';
import { AppError } from '../../lib/errors';
import { decryptBackup } from './backup.crypto';
import { backupTables } from './backup.tables';

/** Enough to find what is wrong; a file with every row broken must not answer megabytes. */
const MAX_ISSUES = 20;

type Issues = Record<string, string[]>;

function invalidFile(issues: Issues): AppError {
  const [path, messages] = Object.entries(issues)[0] ?? ['file', ['invalid backup file']];
  return new AppError(400, 'VALIDATION', `invalid backup file: ${path}: ${messages[0]}`, issues);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw invalidFile({ file: ['not JSON: the file is cut short, or not a backup'] });
  }
}

function checked<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues: Issues = {};
  for (const issue of result.error.issues.slice(0, MAX_ISSUES)) (issues[issue.path.join('.') || 'file'] ??= []).push(issue.message);
  throw invalidFile(issues);
}

function header(value: unknown): { format: string; version: number } {
  const parsed = backupHeaderSchema.safeParse(value);
  if (!parsed.success) throw invalidFile({ format: ['not a backup: the file has no format and version'] });
  return parsed.data;
}

/**
 * The file's text as a backup that can be written as it is: decrypted, every row of the right
 * shape, every key unique, every reference present and every upload's bytes those it names.
 * Anything wrong is a 400 (VALIDATION; a passphrase problem names the field `passphrase`).
 */
export async function readBackupFile(text: string, passphrase: string | undefined): Promise<BackupFile> {
  let value = parseJson(text);
  if (header(value).format === ENCRYPTED_BACKUP_FORMAT) value = parseJson(await decryptBackup(checked(encryptedBackupSchema, value), passphrase));
  const { format, version } = header(value);
  if (format !== BACKUP_FORMAT) throw invalidFile({ format: [`not a backup of this site: format "${format}"`] });
  if (version !== BACKUP_VERSION) throw invalidFile({ version: [`backup version ${version} is not supported: this server reads version ${BACKUP_VERSION}`] });
  const file = checked(backupFileSchema, value);
  const issues = contentIssues(file.tables);
  if (Object.keys(issues).length > 0) throw invalidFile(issues);
  return file;
}

/** Duplicate keys and missing references, checked from the schema's keys and foreign keys. */
function contentIssues(tables: BackupFile['tables']): Issues {
  const issues: Issues = {};
  const add = (path: string, message: string) => {
    if (Object.keys(issues).length < MAX_ISSUES) (issues[path] ??= []).push(message);
  };
  const tuple = (row: BackupRow, columns: string[]) => (columns.some((c) => row[c] === null) ? undefined : JSON.stringify(columns.map((c) => row[c])));

  for (const table of backupTables) {
    const rows: BackupRow[] = tables[table.name];
    for (const key of table.keys) {
      const seen = new Map<string, number>();
      rows.forEach((row, i) => {
        const value = tuple(row, key);
        if (value === undefined) return;
        const first = seen.get(value);
        if (first !== undefined) add(`tables.${table.name}.${i}.${key.join(',')}`, `repeats the ${key.join(', ')} of row ${first}`);
        else seen.set(value, i);
      });
    }
    for (const ref of table.references) {
      const targets = new Set((tables[ref.table as keyof BackupTables] as BackupRow[]).map((row) => tuple(row, ref.foreignColumns)));
      rows.forEach((row, i) => {
        const value = tuple(row, ref.columns);
        if (value !== undefined && !targets.has(value)) add(`tables.${table.name}.${i}.${ref.columns.join(',')}`, `refers to ${ref.table} ${value}, which the file does not hold`);
      });
    }
  }
  // uploads are content-addressed: a cut or altered base64 shows as another size or hash
  tables.uploads.forEach((row, i) => {
    const bytes = Buffer.from(row.data, 'base64');
    if (bytes.length !== row.size) add(`tables.uploads.${i}.data`, `holds ${bytes.length} bytes where size says ${row.size}`);
    else if (createHash('sha256').update(bytes).digest('hex') !== row.sha256) add(`tables.uploads.${i}.data`, 'the bytes do not match their sha256');
  });
  return issues;
}
