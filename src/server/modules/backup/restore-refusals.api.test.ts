import { beforeAll, describe, expect, it } from 'vitest';
import type { BackupFile } from '../../../shared/schemas/backup';
import { setupApiSuite } from '../../test/test-app';
import { allRows, fillEveryKind, restoreJson, takeBackup } from './backup.fixtures';

const api = setupApiSuite();
const PASSPHRASE = 'a long enough passphrase';
let plain: string;
let encrypted: string;

beforeAll(async () => {
  await fillEveryKind(api, 'refusals');
  plain = await takeBackup(api.admin);
  encrypted = await takeBackup(api.admin, PASSPHRASE);
});

/** The plain backup, changed by `change`. */
const changed = (change: (file: BackupFile) => void): string => {
  const file = JSON.parse(plain) as BackupFile;
  change(file);
  return JSON.stringify(file);
};

describe('POST /api/restore refuses a bad file with replace asked, and changes nothing', () => {
  const cases: [string, () => string, string][] = [
    ['another version', () => changed((f) => void ((f as { version: number }).version = 2)), 'version'],
    ['another format', () => changed((f) => void ((f as { format: string }).format = 'site-data')), 'format'],
    ['a file cut in half', () => plain.slice(0, plain.length / 2), 'file'],
    ['a translation of a missing article', () => changed((f) => void (f.tables.article_translations[0]!.article_id = 999_999)), 'tables.article_translations.0.article_id'],
    ['an article by a missing author', () => changed((f) => void (f.tables.articles[0]!.author_id = 999_999)), 'tables.articles.0.author_id'],
    ['a base64 cut short by a quad', () => changed((f) => void (f.tables.uploads[0]!.data = f.tables.uploads[0]!.data.slice(0, -4))), 'tables.uploads.0.data'],
    ['a base64 cut mid-quad', () => changed((f) => void (f.tables.uploads[0]!.data = f.tables.uploads[0]!.data.slice(0, -3))), 'tables.uploads.0.data'],
    ['two users with one id', () => changed((f) => void f.tables.users.push({ ...f.tables.users[0]!, username: 'twin' })), 'tables.users.'],
    ['a row with an unknown column', () => changed((f) => void Object.assign(f.tables.categories[0]!, { colour: 'red' })), 'tables.categories.0'],
    ['a table missing', () => changed((f) => void delete (f.tables as Partial<BackupFile['tables']>).uploads), 'tables.uploads'],
    ['a timestamp that is not one', () => changed((f) => void (f.tables.consultations[0]!.created_at = 'yesterday')), 'tables.consultations.0.created_at'],
  ];

  it.each(cases)('when the file has %s, then 400 VALIDATION naming it', async (_name, file, field) => {
    const before = await allRows(api.t.database.db);

    const res = await restoreJson(api.admin, file(), { replace: true });

    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(Object.keys(res.body.fieldErrors ?? {}).some((key) => key.startsWith(field)), JSON.stringify(res.body.fieldErrors)).toBe(true);
    expect(await allRows(api.t.database.db)).toEqual(before);
    expect((await api.admin.get('/api/user')).status).toBe(200);
  });

  it.each([
    ['a wrong passphrase', () => restoreJson(api.admin, encrypted, { replace: true, passphrase: 'not the passphrase' })],
    ['no passphrase', () => restoreJson(api.admin, encrypted, { replace: true })],
    ['its data changed', () => restoreJson(api.admin, encrypted.replace(/"data":"(.)/, (_m, c: string) => `"data":"${c === 'A' ? 'B' : 'A'}`), { replace: true, passphrase: PASSPHRASE })],
  ])('when an encrypted file comes with %s, then 400 on the passphrase', async (_name, send) => {
    const before = await allRows(api.t.database.db);

    const res = await send();

    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty('passphrase');
    expect(await allRows(api.t.database.db)).toEqual(before);
  });

  it('when the database refuses a row midway (valid JSON it cannot store), then the whole restore rolls back', async () => {
    const before = await allRows(api.t.database.db);
    // the translations are written last; PostgreSQL's jsonb cannot hold \u0000
    const file = changed((f) => void (f.tables.article_translations[0]!.table_data = { cell: 'a\u0000b' }));

    const res = await restoreJson(api.admin, file, { replace: true });

    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).not.toMatch(/^invalid backup file/); // refused by the database, not the checks
    expect(await allRows(api.t.database.db)).toEqual(before);
    expect((await api.admin.get('/api/user')).status).toBe(200);
  });

  it('when the body is not a backup at all, then 400 and, without a file, 400 asking for one', async () => {
    const notJson = await restoreJson(api.admin, '{"format": "sg-site-backup", "version": 1', { replace: true });
    const noFile = await api.admin.post('/api/restore').field('replace', 'true');

    expect(notJson.status).toBe(400);
    expect(noFile.status).toBe(400);
    expect(noFile.body.code).toBe('BAD_REQUEST');
  });
});
