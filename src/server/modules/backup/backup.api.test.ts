import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, ENCRYPTED_BACKUP_FORMAT, type BackupFile, type EncryptedBackup } from '../../../shared/schemas/backup';
import type { AdminArticle, PublicArticle } from '../../../shared/schemas/articles';
import type { Consultation } from '../../../shared/schemas/consultations';
import { oversizedPng } from '../../test/sample-images';
import { setupApiSuite, signIn, TEST_ADMIN } from '../../test/test-app';
import { allRows, appOnOtherEngine, fillEveryKind, restoreJson, takeBackup, withoutRestoreEntries, type Filled } from './backup.fixtures';
import { backupTables } from './backup.tables';

const api = setupApiSuite();
let filled: Filled;

beforeAll(async () => {
  filled = await fillEveryKind(api, 'round-trip');
});

describe('POST /api/backup', () => {
  it('when an admin asks, then the download holds every table: users with password hashes, uploads with their bytes, no sessions', async () => {
    const res = await api.admin.post('/api/backup').send({});

    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?site-backup-[\dT-]+Z\.json"?$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const file = JSON.parse(res.text) as BackupFile;
    expect(file).toMatchObject({ format: BACKUP_FORMAT, version: 1, createdAt: expect.any(String) });
    expect(Object.keys(file.tables)).toEqual(backupTables.map((t) => t.name));
    expect(file.tables).not.toHaveProperty('sessions');
    const admin = file.tables.users.find((u) => u.username === TEST_ADMIN.username);
    expect(admin?.password).toMatch(/^[0-9a-f]{128}\.[0-9a-f]{32}$/);
    const sha256 = filled.qrcodeUrl.match(/([0-9a-f]{64})\.png$/)?.[1];
    const upload = file.tables.uploads.find((u) => u.sha256 === sha256);
    expect(Buffer.from(upload?.data ?? '', 'base64').equals(filled.qrcodeBytes)).toBe(true);
    expect(file.tables.article_translations.find((t) => t.article_id === filled.article.id)).toMatchObject({ lang: 'en', title: 'Backup round-trip' });
    expect(file.tables.consultations.map((c) => c.name)).toEqual(expect.arrayContaining(filled.enquiryNames));
  });

  it('when the caller is anonymous or a role-user, then 401 or 403 for the backup and the restore', async () => {
    expect((await api.anon().post('/api/backup').send({})).status).toBe(401);
    expect((await api.user.post('/api/backup').send({})).status).toBe(403);
    expect((await restoreJson(api.anon(), '{}', { replace: true })).status).toBe(401);
    expect((await restoreJson(api.user, '{}', { replace: true })).status).toBe(403);
  });

  it('when the passphrase is shorter than 8 characters, then 400 on the passphrase', async () => {
    const res = await api.admin.post('/api/backup').send({ passphrase: 'short' });

    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty('passphrase');
  });
});

describe('a restore into a fresh database on the other engine', () => {
  const target = appOnOtherEngine();

  it('when the backup is restored, then every table is identical row by row, sign-in works with the old password and new rows take the next ids', async () => {
    const text = await takeBackup(api.admin);
    const source = await allRows(api.t.database.db);

    const result = await target.app.services.backup.restore(text, { replace: false });

    expect(result.restored.uploads).toBeGreaterThan(0);
    expect(withoutRestoreEntries(await allRows(target.database.database.db))).toEqual(withoutRestoreEntries(source));
    const admin = await signIn(request.agent(target.app.app));
    const file = JSON.parse(text) as BackupFile;
    const article = await admin.post('/api/articles').send({ title: '恢复后', content: '<p>x</p>', category: 'business-services' });
    expect(article.status).toBe(201);
    expect((article.body as AdminArticle).id).toBe(Math.max(...file.tables.articles.map((a) => a.id)) + 1);
    const enquiry = await request(target.app.app).post('/api/public/consultations').send({ name: 'After', email: 'a@example.com', phone: '+65 6123 4567', message: 'm', consent: true });
    expect((enquiry.body as Consultation).id).toBe(Math.max(...file.tables.consultations.map((c) => c.id)) + 1);
    const image = await request(target.app.app).get(filled.qrcodeUrl);
    expect(image.status).toBe(200);
    expect(Buffer.compare(image.body as Buffer, filled.qrcodeBytes)).toBe(0);
    const en = await request(target.app.app).get(`/api/public/articles/${filled.article.id}?lang=en`);
    expect((en.body as PublicArticle).title).toBe('Backup round-trip');
  });
});

describe('POST /api/restore', () => {
  it('when the database holds data and replace is not asked, then 409 and nothing changes', async () => {
    const text = await takeBackup(api.admin);
    const before = await allRows(api.t.database.db);

    const res = await restoreJson(api.admin, text);

    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CONFLICT');
    expect(await allRows(api.t.database.db)).toEqual(before);
    expect((await api.admin.get('/api/user')).status).toBe(200);
  });

  it('when an admin restores with replace (multipart), then the data is the file’s, the public answers are fresh and every session has ended', async () => {
    const text = await takeBackup(api.admin);
    const before = await allRows(api.t.database.db);
    const later = await api.admin.post('/api/articles').send({ title: '备份之后', content: '<p>x</p>', category: 'business-services', status: 'Published' });
    const listed = await api.anon().get('/api/public/articles');
    expect((listed.body as PublicArticle[]).some((a) => a.id === later.body.id)).toBe(true);

    const res = await api.admin.post('/api/restore').field('replace', 'true').field('password', TEST_ADMIN.password).attach('file', Buffer.from(text), 'site.json');

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ signedOut: true, restored: { articles: expect.any(Number), uploads: expect.any(Number) } });
    expect(withoutRestoreEntries(await allRows(api.t.database.db))).toEqual(withoutRestoreEntries(before));
    const relisted = await api.anon().get('/api/public/articles');
    expect((relisted.body as PublicArticle[]).some((a) => a.id === later.body.id)).toBe(false);
    expect((await api.admin.get('/api/user')).status).toBe(401);
    expect((await api.user.get('/api/user')).status).toBe(401);
    await signIn(api.admin);
  });

  it('when the file is larger than the 2 MB every other JSON body may be, then it is restored all the same', async () => {
    const image = oversizedPng(3 * 1024 * 1024);
    expect((await api.admin.post('/api/upload/qrcode').field('platform', 'line').attach('qrcode', image, 'big.png')).status).toBe(200);
    const text = await takeBackup(api.admin);
    const before = await allRows(api.t.database.db);

    const res = await restoreJson(api.admin, text, { replace: true });

    expect(text.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(withoutRestoreEntries(await allRows(api.t.database.db))).toEqual(withoutRestoreEntries(before));
    await signIn(api.admin);
  });

  it('when the backup is encrypted, then it names no data in clear and restores with its passphrase (JSON body and header)', async () => {
    const passphrase = 'correct horse battery staple';
    const text = await takeBackup(api.admin, passphrase);
    const before = await allRows(api.t.database.db);

    const envelope = JSON.parse(text) as EncryptedBackup;
    const res = await restoreJson(api.admin, text, { replace: true, passphrase });

    expect(envelope).toMatchObject({ format: ENCRYPTED_BACKUP_FORMAT, version: 1, kdf: { name: 'scrypt', N: expect.any(Number), r: 8, p: 1 } });
    expect(Object.keys(envelope).sort()).toEqual(['data', 'format', 'iv', 'kdf', 'tag', 'version']);
    expect(text).not.toContain('"users"');
    expect(text).not.toContain('round-trip');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(withoutRestoreEntries(await allRows(api.t.database.db))).toEqual(withoutRestoreEntries(before));
    await signIn(api.admin);
  });
});
